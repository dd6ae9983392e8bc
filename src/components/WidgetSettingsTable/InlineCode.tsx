import React, {type ReactNode} from 'react';

/** Renders the description's `backticked` words as code, the one markup it uses. */
export function InlineCode({text}: {text: string}): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
