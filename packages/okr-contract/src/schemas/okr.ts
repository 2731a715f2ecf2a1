// Objectives, key results, check-ins, initiatives, tasks, config options and the dashboard
// (api-contract.md "Resources the product spec leaves open"), one file per resource in okr/.
// Classification fields (impactCategory, operationalArea, strategicAxis) take a Global option
// (the spec's enumeration) or one of the organization's own, so the schema takes a string and
// the server checks it against the options (400 naming the field).
export { DateOnly } from './okr/okrFields';
export { CreateObjectiveRequest, Objective, UpdateObjectiveRequest } from './okr/Objective';
export { InitiativeListQuery, ObjectiveListQuery, PageQuery, UserListQuery } from './okr/listQueries';
export { CreateKeyResultRequest, KeyResult, UpdateKeyResultRequest } from './okr/KeyResult';
export { CheckIn, CheckInCreated, CreateCheckInRequest } from './okr/CheckIn';
export { ObjectiveDetail, RolledOverFrom } from './okr/ObjectiveDetail';
export { CreateTaskRequest, Task, UpdateTaskRequest } from './okr/Task';
export { CreateInitiativeRequest, Initiative, InitiativeDetail, TaskCounts, UpdateInitiativeRequest } from './okr/Initiative';
export { ConfigOption, ConfigOptionQuery, CreateConfigOptionRequest, UpdateConfigOptionRequest } from './okr/ConfigOption';
export { AtRiskKeyResult, Dashboard, InitiativeStatusCounts, MyItems, ObjectiveStatusCounts } from './okr/Dashboard';
