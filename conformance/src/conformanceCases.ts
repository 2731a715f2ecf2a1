import type { ConformanceCase } from './ConformanceCase';
import { accountCases } from './cases/accountCases';
import { adminCases } from './cases/adminCases';
import { aiCases } from './cases/aiCases';
import { anonymousCases } from './cases/anonymousCases';
import { apiKeyCases } from './cases/apiKeyCases';
import { contactCases } from './cases/contactCases';
import { invitationCases } from './cases/invitationCases';
import { webhookCases } from './cases/webhookCases';
import { chatCases } from './cases/chatCases';
import { loginCases } from './cases/loginCases';
import { memberCases } from './cases/memberCases';
import { myAccountCases } from './cases/myAccountCases';
import { secondFactorCases } from './cases/secondFactorCases';
import { okrCases } from './cases/okrCases';
import { organizationCases } from './cases/organizationCases';
import { passwordResetCases } from './cases/passwordResetCases';
import { refreshCases } from './cases/refreshCases';
import { registerCases } from './cases/registerCases';
import { reportCases } from './cases/reportCases';
import { rolePermissionCases } from './cases/rolePermissionCases';
import { roleCases } from './cases/roleCases';
import { scimCases } from './cases/scimCases';
import { ssoCases } from './cases/ssoCases';
import { samlCases } from './cases/samlCases';
import { weekCases } from './cases/weekCases';
import { commentCases } from './cases/commentCases';
import { notificationCases } from './cases/notificationCases';

/** The whole table. A new resource adds its file of cases here; both runners pick it up. */
export const conformanceCases: ConformanceCase[] = [
  ...registerCases,
  ...loginCases,
  ...refreshCases,
  ...accountCases,
  ...organizationCases,
  ...roleCases,
  ...rolePermissionCases,
  ...memberCases,
  ...okrCases,
  ...anonymousCases,
  ...adminCases,
  ...aiCases,
  ...contactCases,
  ...apiKeyCases,
  ...passwordResetCases,
  ...myAccountCases,
  ...secondFactorCases,
  ...invitationCases,
  ...webhookCases,
  ...chatCases,
  ...weekCases,
  ...ssoCases,
  ...scimCases,
  ...samlCases,
  ...reportCases,
  ...commentCases,
  ...notificationCases,
];
