// autocannon called without a callback returns its running instance: an EventEmitter (each
// 'response' is timed from it) that is also thenable for the run's result. @types/autocannon
// describes that call as a bare Promise, so the benchmarks that listen to responses start it here.
import autocannon from 'autocannon';

export type Running = autocannon.Instance & PromiseLike<autocannon.Result>;

export function startCannon(options: autocannon.Options): Running {
  return autocannon(options) as unknown as Running;
}
