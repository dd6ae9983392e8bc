// The swizzled CodeBlock (./index.tsx) also takes markup highlighted at build time.
declare module '@theme/CodeBlock' {
  export interface Props {
    /** The inner markup of `<code>` from plugins/build-highlight, for `children` as code. */
    readonly highlighted?: string;
  }
}

export {};
