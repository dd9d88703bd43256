import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";

/**
 * The legal texts, written as prose in MDX: Markdown, with the site configuration's values (name,
 * addresses, jurisdiction) written in as `{siteConfig.name}`, so a rebrand never touches the text.
 * Each numbered section is a second-level heading (`## 1. Introduction`); the page lists them.
 * One folder per language (`en/`, `fi/`); each file is a page of its own, at its name, in that language
 * (src/pages/[...locale]/[legal].astro).
 */
const legal = defineCollection({
  loader: glob({ pattern: "*/*.mdx", base: "./src/content/legal" }),
  schema: z.object({
    /** The page's heading and title. */
    title: z.string().min(1),
    /**
     * The page's meta description. `{siteConfig.name}` in it stands for the brand name, as in the
     * text; the page puts the name in as it renders, so the stored entry never holds an old one.
     */
    description: z.string().min(1),
  }),
});

export const collections = { legal };
