/**
 * One line of text in each script and kind of character a resume may hold, for the tests that
 * check every character prints, and extracts, as itself (docs/decisions/072-fallback-fonts.md).
 * `rtl` lines are written right to left.
 */
export const scriptCorpus: { script: string; text: string; rtl?: boolean }[] = [
  { script: 'Latin', text: 'Őrség, Łódź, Dvořák, Şişli, Nguyễn Văn Hải, Ærøskøbing' },
  { script: 'Cyrillic', text: 'Москва, Київ, Беларусь' },
  { script: 'Greek', text: 'Αθήνα, Θεσσαλονίκη' },
  { script: 'Chinese', text: '中文简历，北京大学' },
  { script: 'Japanese', text: 'ひらがな、カタカナ、東京' },
  { script: 'Korean', text: '한국어 이력서, 서울' },
  { script: 'Arabic', text: 'مرحبا بالعالم', rtl: true },
  { script: 'Hebrew', text: 'שלום עולם', rtl: true },
  { script: 'Emoji', text: '🚀 🎉 👍 ✅ 💼' },
  { script: 'Symbols', text: '★ ☆ ✓ ✔ ✗ → ← ♥ ☎ ✉ ● ■ ◆ © ® ™ § € £ ¥ ₹ ≤ ≥ ±' },
];
