// The quiz rules' clock: every time a play records (a question handed out, an answer received, a submit) is read
// here, so a test can move time forward without sleeping (jest.spyOn(quizClock, 'now')).
export const quizClock = { now: (): Date => new Date() };
