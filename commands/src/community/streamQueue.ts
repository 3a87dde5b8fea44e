// Commands on one busy stream (twenty people reacting to one post at once) would mostly lose the
// optimistic append race and exhaust the handler's retries. Within this process they queue per
// stream instead; the expected revision still guards against other processes, whose rare
// collisions the handler's retries absorb.
export const createStreamQueue = () => {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(stream: string, work: () => Promise<T>): Promise<T> => {
    const result = (tails.get(stream) ?? Promise.resolve()).then(work);
    const tail = result.catch(() => undefined);
    tails.set(stream, tail);
    // The last one out forgets the stream, so the map holds only streams with work queued.
    void tail.then(() => {
      if (tails.get(stream) === tail) tails.delete(stream);
    });
    return result;
  };
};
