// Swizzled (wrapped): a block's copy and word-wrap buttons are made when the block comes near the screen, not all at hydration; the tutorial's 56 blocks, most in hidden language tabs, had the theme create some 440 elements (56 button groups) in the tasks right after hydration.
import React, {type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useNearScreen} from '../useNearScreen';

type Props = WrapperProps<typeof ButtonsType>;

/** How far off screen a block's buttons are made, so that they are there before the reader sees the block. */
const nearScreen = '400px';

export default function CodeBlockButtonsWrapper(props: Props): ReactNode {
  const {
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  return useNearScreen(codeBlockRef, nearScreen) ? <Buttons {...props} /> : null;
}
