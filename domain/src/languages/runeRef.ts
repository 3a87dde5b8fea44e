// A rune as a language holds it: its file name (what the pages show) and the media item it is.
export interface RuneRef {
  name: string;
  mediaId: string;
}
