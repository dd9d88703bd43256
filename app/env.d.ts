/** ISO timestamp of the build, injected by Vite's `define`. */
declare const __BUILD_DATE__: string;
