/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_ROOT?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
/** A part of one language's texts (scripts/vite-split-texts.ts). */
declare module 'virtual:texts/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
