// A customer's request about their plan mailed to the team (the pause request, the promo-package request): who asks,
// how to reach them, and what they asked, to the team address of the settings.
import type { Mailer } from '../../adapters/mail';
import { teamEmail } from '../../accounts/emails';
import { findUserById } from '../../accounts/users';
import { escapeHtml } from '../../content/escape';
import type { Db } from '../../db';

export interface TeamMailDeps {
  db: Db;
  mail: { mailer: Mailer; fallbackTeamEmail: string };
}

export async function sendTeamMail(deps: TeamMailDeps, userId: number, request: { subject: string; lines: string[] }): Promise<void> {
  const user = await findUserById(deps.db, userId);
  const name = `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
  const lines = [
    `Customer #${userId}: ${name || '-'}`,
    `Email: ${user?.email ?? '-'}`,
    `Phone: ${user?.phone ? `+${user.phone_code ?? ''}${user.phone}` : '-'}`,
    ...request.lines,
  ];
  await deps.mail.mailer.send({
    to: await teamEmail(deps.db, deps.mail.fallbackTeamEmail),
    subject: `${request.subject} from customer #${userId}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  });
}
