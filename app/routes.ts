import { type RouteConfig, index, route } from "@react-router/dev/routes";
// Relative: React Router loads this file before Vite's `~/` alias is set up.
import { games } from "./data/games";

// One static route per game: an unknown slug then matches only the catch-all 404 route,
// both on the server and in the browser router. Case-sensitive like the server's files, so the
// browser never shows `/Contact`, which the server answers with the 404 page, as the contact page
// (React Router's browser routes drop this flag: patches/react-router+8.4.0.patch restores it).
const exact = { caseSensitive: true };
export default [
  index("routes/home.tsx"),
  ...games.map((game) => route(`games/${game.slug}`, "routes/game.tsx", { ...exact, id: `game/${game.slug}` })),
  route("contact", "routes/contact.tsx", exact),
  route("privacy-policy", "routes/privacy-policy.tsx", exact),
  route("terms-and-conditions", "routes/terms-and-conditions.tsx", exact),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
