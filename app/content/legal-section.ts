/** One numbered section of a legal page: paragraphs, and bullet lists written as arrays. */
export type LegalSection = {
  heading: string;
  body: ReadonlyArray<string | readonly string[]>;
};
