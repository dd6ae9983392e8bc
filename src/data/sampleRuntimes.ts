/**
 * The oldest Java the request samples run on, as the note under every sample says.
 * `npm run check:samples` compiles the Java samples with `javac --release` for it, so a
 * newer API or syntax in the generator fails there.
 */
export const minimumJava = 15;
