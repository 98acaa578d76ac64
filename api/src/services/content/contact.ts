import type { ContactInput } from '@jobportal/contracts';
import type { Db } from '../../db/types';
import { contactMessage } from '../../db/schema';

export async function saveContactMessage(
  db: Db,
  input: ContactInput,
  meta: { ip: string; userAgent: string | null; locale: string },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessage)
    .values({
      name: input.name.trim(),
      email: input.email.trim().toLowerCase(),
      topic: input.topic,
      message: input.message.trim(),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      locale: meta.locale,
    })
    .returning({ id: contactMessage.id });
  return { id: row.id };
}
