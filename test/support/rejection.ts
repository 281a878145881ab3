/** What a promise rejected with; fails the test when it resolves instead. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error,
  );
}
