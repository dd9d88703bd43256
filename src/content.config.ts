import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";

/**
 * The legal texts, written as prose in MDX: Markdown, with the site configuration's values (name,
 * addresses, jurisdiction) written in as `{siteConfig.name}`, so a rebrand never touches the text.
 * Each numbered section is a second-level heading (`## 1. Introduction`); the page lists them.
 */
const legal = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./src/content/legal" }),
  schema: z.object({
    /** The page's heading and title. */
    title: z.string().min(1),
  }),
});

export const collections = { legal };
