import type { ListItem } from './career-event';
import type { BulletPick, ResumeContent, ResumeLibrary } from './resume';

/**
 * What a resume shows of the library, as a library: the events its WORK, EDUCATION and SKILLS
 * sections point at, each with only the bullets it shows, in this resume's words — what
 * `resolveResume` prints, so a profile of it (the job match's `careerProfile`) knows what the
 * document proves. As in `resolveResume`: an entry whose event is gone is left out, a bullet
 * shows when its pick is visible and its item is still in the library, with the resume's wording
 * when it has one; an education's coursework all shows; a skill shows its name, level and
 * keywords (not its category, which no template prints). An event in two entries shows the
 * bullets of both, once each. Custom sections, the summary and the header are the user's own
 * text, not library events, and are left out. Events come in the resume's order.
 */
export function shownLibrary(content: ResumeContent, library: ResumeLibrary): ResumeLibrary {
  const work = new Map(library.work.map((event) => [event.id, event]));
  const edu = new Map(library.edu.map((event) => [event.id, event]));
  const skills = new Map(library.skills.map((skill) => [skill.id, skill]));
  const shown: ResumeLibrary = { work: [], edu: [], skills: [] };
  const shownWork = new Map<string, ListItem[]>();
  const shownEdu = new Map<string, ListItem[]>();
  const shownSkills = new Set<string>();

  for (const section of content.sections) {
    if (section.kind === 'CUSTOM') continue;
    for (const entry of section.entries) {
      if (section.kind === 'WORK') {
        const event = work.get(entry.eventId);
        if (!event) continue;
        let items = shownWork.get(event.id);
        if (!items) {
          items = [];
          shownWork.set(event.id, items);
          shown.work.push({ ...event, accomplishments: items });
        }
        addVisible(items, entry.bullets, event.accomplishments);
      } else if (section.kind === 'EDUCATION') {
        const event = edu.get(entry.eventId);
        if (!event) continue;
        let items = shownEdu.get(event.id);
        if (!items) {
          items = [];
          shownEdu.set(event.id, items);
          shown.edu.push({ ...event, accomplishments: items });
        }
        addVisible(items, entry.bullets, event.accomplishments);
      } else {
        const skill = skills.get(entry.eventId);
        if (!skill || shownSkills.has(skill.id)) continue;
        shownSkills.add(skill.id);
        shown.skills.push({ ...skill, category: '' });
      }
    }
  }
  return shown;
}

/** The picks' visible bullets not yet in `into`, in the resume's words. */
function addVisible(into: ListItem[], picks: BulletPick[], items: ListItem[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const pick of picks) {
    const item = byId.get(pick.itemId);
    if (!item || !pick.visible || into.some((known) => known.id === item.id)) continue;
    into.push(pick.text === null ? item : { ...item, description: pick.text });
  }
}
