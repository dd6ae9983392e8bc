import type {ReactNode} from 'react';

/**
 * Renders a sentence whose `backticked` words are code: descriptions of the contract,
 * of the widget's settings and of the version mapping use that markup and no other.
 */
export default function InlineCode({text}: {text?: string}): ReactNode {
  if (!text) return null;
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`') ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}
