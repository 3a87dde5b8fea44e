// A copy of `bytes` that owns its whole ArrayBuffer, so that moving it to another thread detaches
// nothing else (small Buffers share Node's pool); the bytes themselves when they already do.
export const ownBytes = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
