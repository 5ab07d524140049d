import { CharacterPicture } from '@/components/characters/CharacterPicture';
import { isTypeSlug } from '@/components/characters/characters';
import type { SessionUser } from '@/lib/session-user';
import styles from './AccountMenu.module.css';

/**
 * The signed-in user's avatar (SPEC §3 "Character image: type, gender (default male), tone
 * (default 2)"): the character of their type, gender and skin tone; without a type yet, a circle
 * with the name's initial. Decorative — the control around it carries the name. An `<img>` of the
 * drawing's static SVG file (components/characters/CharacterPicture), so the drawing code is not
 * part of the account menu's chunk (issue 25).
 * @param size width and height in CSS pixels
 */
export function Avatar({ user, size = 40 }: { user: Pick<SessionUser, 'type' | 'gender' | 'skinTone' | 'name' | 'email'>; size?: number }) {
  if (isTypeSlug(user.type)) {
    return (
      <CharacterPicture type={user.type} gender={user.gender || null} tone={user.skinTone} size={size} className={styles.avatar} eager />
    );
  }
  const initial = (user.name.trim() || user.email).charAt(0).toUpperCase();
  return (
    <span className={styles.initial} style={{ width: size, height: size }} aria-hidden="true">
      {initial}
    </span>
  );
}
