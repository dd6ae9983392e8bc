import React, {type ReactNode} from 'react';

/**
 * Renders a description from the contract. Contract text uses Markdown backticks
 * for code and nothing else, so that is all this handles.
 */
export default function ApiText({text}: {text?: string}): ReactNode {
  if (!text) return null;
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={index}>{part.slice(1, -1)}</code> : part,
  );
}
