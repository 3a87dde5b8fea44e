// What a work-pool task gives back (tasks.ts): its value, and the ArrayBuffers in `transfer`,
// which are moved to the caller, not copied.
export interface Moving<T> {
  value: T;
  transfer: ArrayBuffer[];
}
