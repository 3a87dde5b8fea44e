// Work a request starts but does not wait for, so that its answer takes the same time whatever
// the work finds (forgotPassword: a known and an unknown address answer alike). The work runs
// once the answer is on its way; shutdown and tests wait for what is still running.
export const createAfterAnswer = () => {
  const running = new Set<Promise<void>>();
  return {
    run(work: () => Promise<unknown>, onError: (error: unknown) => void) {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(() => undefined, onError)
        .finally(() => running.delete(task));
      running.add(task);
    },
    idle: async () => {
      while (running.size > 0) await Promise.all(running);
    },
  };
};

export type AfterAnswer = ReturnType<typeof createAfterAnswer>;
