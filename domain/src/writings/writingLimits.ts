// Lengths product.md leaves open (docs/decisions.md), shared by the request schemas, the decider
// and the client's forms. The content limits live with the node format in sceneContent.ts.
export const WRITING_TITLE_MAX = 100;
export const SCENE_NAME_MAX = 100;
export const SCENE_BACKGROUND_MAX = 2000;
// Scene ids are made by the client (random hex, like map points) or by the server.
export const SCENE_ID = /^[A-Za-z0-9_-]{1,64}$/;
