export * from './members';
export * from './second-factor';
export { runStaffCommand, STAFF_USAGE, type CommandResult } from './command';
