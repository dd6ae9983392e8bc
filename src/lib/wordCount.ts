/**
 * The words of a script as the API counts them for `word_count`: runs of characters
 * between spaces and line breaks (the contract's `word_count` says so).
 */
export const wordCount = (script: string): number => script.trim().split(/\s+/).filter(Boolean).length;
