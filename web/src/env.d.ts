interface ImportMetaEnv {
  /** Absolute https address of the external blog; the Blog link is hidden when unset. */
  readonly VITE_BLOG_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
