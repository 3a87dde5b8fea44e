// Work over a long list that may stop between its items: a generator that yields between items
// and returns its result. Pure code runs it whole (runSteps); the command handler runs a long one
// a slice of the event loop at a time (commands' stepsInSlices.ts), so deciding on 10,000 points holds no other request.
export type Steps<T> = Generator<void, T, undefined>;

export const runSteps = <T>(steps: Steps<T>): T => {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};
