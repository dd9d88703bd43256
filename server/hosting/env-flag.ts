/** An on/off setting from the environment: "1", "on", "true" or "yes" turn it on. */
export function isEnvFlagOn(value: string | undefined): boolean {
  return ["1", "on", "true", "yes"].includes((value ?? "").toLowerCase());
}
