import { type RouteConfig, index, route } from "@react-router/dev/routes";
// Relative: React Router loads this file before Vite's `~/` alias is set up.
import { games } from "./data/games";

// One static route per game: an unknown slug then matches only the catch-all 404 route,
// both on the server and in the browser router.
export default [
  index("routes/home.tsx"),
  ...games.map((game) => route(`games/${game.slug}`, "routes/game.tsx", { id: `game/${game.slug}` })),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-and-conditions", "routes/terms-and-conditions.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
