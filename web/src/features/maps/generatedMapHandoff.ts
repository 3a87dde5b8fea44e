// Use Map on /generate-map hands the generated picture to /new-map (product.md §5). A Blob does not
// belong in router state (history entries are serialised), so one module-level slot holds it.
let handedOff: Blob | null = null;

export const handOffGeneratedMap = (picture: Blob) => {
  handedOff = picture;
};

/** The picture handed off, if any; /new-map reads it when it opens, then clears it. */
export const generatedMap = (): Blob | null => handedOff;

export const clearGeneratedMap = () => {
  handedOff = null;
};
