/** The words for a length of play, in one language (the `playReminder.duration` of src/shared/i18n/). */
export type DurationWords = {
  /** The heading around the length: ["You have been playing for ", ""]. */
  heading: readonly [before: string, after: string];
  /** `#` stands for the number, in the form Intl.PluralRules chooses. */
  hour: Record<"one" | "other", string>;
  minute: Record<"one" | "other", string>;
  and: string;
};

/** "You have been playing for 1 hour and 5 minutes": whole minutes of play, as the reminder's heading says them. */
export function playedFor(minutes: number, words: DurationWords, locale: string): string {
  const plural = new Intl.PluralRules(locale);
  const count = (n: number, forms: DurationWords["hour"]) =>
    forms[plural.select(n) === "one" ? "one" : "other"].replace("#", n.toLocaleString(locale));
  const whole = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const parts = [
    ...(hours > 0 ? [count(hours, words.hour)] : []),
    ...(rest > 0 || hours === 0 ? [count(rest, words.minute)] : []),
  ];
  return `${words.heading[0]}${parts.join(words.and)}${words.heading[1]}`;
}
