import { describe, expect, it } from 'vitest';
import shipped from './skill-dictionary.json' with { type: 'json' };
import {
  SkillDictionaryError,
  skillCategories,
  skillDictionary,
  skillEntrySchema,
} from './skill-dictionary';

const dictionary = skillDictionary();
const skills = (text: string) => dictionary.findSkills(text).map((match) => match.skill);

describe('the shipped dictionary', () => {
  it('holds a few hundred valid skills across every field of work, each name once', () => {
    expect(shipped.length).toBeGreaterThanOrEqual(300);
    expect(shipped.length).toBeLessThanOrEqual(500);
    for (const entry of shipped) expect(skillEntrySchema.safeParse(entry).success).toBe(true);
    const names = shipped.map((entry) => entry.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const used = new Set(shipped.map((entry) => entry.category));
    expect([...used].sort()).toEqual([...skillCategories].sort());
    expect(dictionary.entries).toHaveLength(shipped.length);
  });

  it('names the certifications and spoken languages postings ask for', () => {
    expect(skills('PMP, CPA, AWS Certified Solutions Architect and CKA')).toEqual([
      'PMP',
      'CPA',
      'AWS Certified Solutions Architect',
      'Certified Kubernetes Administrator',
    ]);
    expect(skills('Fluent English and Spanish; French is a plus')).toEqual([
      'English',
      'Spanish',
      'French',
    ]);
    expect(dictionary.categoryOf('PMP')).toBe('certification');
    expect(dictionary.categoryOf('Welding')).toBe('trades');
    expect(dictionary.categoryOf('Knitting')).toBeNull();
  });
});

describe('findSkills', () => {
  it('reads every alias as its canonical skill', () => {
    expect(skills('React, ReactJS, React.js and react js')).toEqual([
      'React',
      'React',
      'React',
      'React',
    ]);
    expect(skills('JavaScript (JS), ECMAScript, ES6+')).toEqual([
      'JavaScript',
      'JavaScript',
      'JavaScript',
      'JavaScript',
    ]);
    expect(skills('Kubernetes / k8s / K8S')).toEqual(['Kubernetes', 'Kubernetes', 'Kubernetes']);
    expect(skills('Postgres or PostgreSQL, SQL, Excel')).toEqual([
      'PostgreSQL',
      'PostgreSQL',
      'SQL',
      'Excel',
    ]);
    expect(skills('Vue, VueJS, Vue.js; Node, NodeJS, Node.js')).toEqual([
      'Vue.js',
      'Vue.js',
      'Vue.js',
      'Node.js',
      'Node.js',
      'Node.js',
    ]);
  });

  it('gives where each match is, in UTF-16 units, past emoji and accents', () => {
    const text = '🚀 Équipe: TypeScript, Kubernetes ✨';
    const found = dictionary.findSkills(text);
    expect(found).toEqual([
      { skill: 'TypeScript', index: 11, length: 10 },
      { skill: 'Kubernetes', index: 23, length: 10 },
    ]);
    for (const match of found)
      expect(text.slice(match.index, match.index + match.length)).toMatch(/TypeScript|Kubernetes/);
  });

  it('finds Go among skills or named as Golang, never the verb "go"', () => {
    expect(skills('Solid knowledge of Python, Go, C++ or another language')).toEqual([
      'Python',
      'Go',
      'C++',
    ]);
    expect(skills('Golang is our primary language; 3 years in Go.')).toEqual(['Go', 'Go']);
    expect(skills('Go developers welcome')).toEqual(['Go']);
    expect(skills('Go back, Go home')).toEqual([]);
    expect(skills("We go fast. Let's go! Go to our site, ready to go-live, Go-to-market")).toEqual(
      [],
    );
    expect(skills('Ready, Set, Go!')).toEqual([]);
  });

  it('finds R, C and other one-letter languages only in a list or named in full', () => {
    expect(skills('Python, R, SQL and C')).toEqual(['Python', 'R', 'SQL', 'C']);
    expect(skills('R programming and the R language')).toEqual(['R', 'R']);
    expect(skills('Our R&D team, plan B or C-level, grade R. Smith')).toEqual([]);
    expect(skills('r, c, go')).toEqual([]);
  });

  it('keeps C++, C#, .NET, ASP.NET and Node.js whole', () => {
    expect(skills('In C, C++, C#, F# and .NET')).toEqual(['C', 'C++', 'C#', 'F#', '.NET']);
    expect(skills('ASP.NET Core and VB.NET; .NET 8')).toEqual(['ASP.NET', 'Visual Basic', '.NET']);
    expect(skills('C++17 or Java8')).toEqual([]);
    expect(skills('(C#)')).toEqual(['C#']);
    expect(skills('Node.js. Express.js, NestJS')).toEqual(['Node.js', 'Express', 'NestJS']);
    // "JS" of a framework's name is not JavaScript on its own.
    expect(skills('Ember.js and foo.js')).toEqual([]);
    expect(skills('Java, JavaScript, Javanese')).toEqual(['Java', 'JavaScript']);
  });

  it('takes "TS" for no skill: it is as often a clearance (TS/SCI) as TypeScript', () => {
    expect(skills('TS/SCI clearance, TS')).toEqual([]);
    expect(skills('TypeScript')).toEqual(['TypeScript']);
  });

  it('matches case-sensitive terms only as written', () => {
    expect(skills('Excel and EXCEL')).toEqual(['Excel', 'Excel']);
    expect(skills('You excel at writing')).toEqual([]);
    expect(skills('Rust, Swift and Puppet')).toEqual(['Rust', 'Swift', 'Puppet']);
    expect(skills('rust-proofing, a swift answer, a puppet show')).toEqual([]);
    // Words that are a field's shorthand more often than a skill stay out.
    expect(skills('A B2B SaaS; your IDE; onboarding; automation')).toEqual([]);
  });

  it('ignores accents, case and spacing where they vary, and keeps the words as written', () => {
    expect(skills('Inglés, ingles, ANGLAIS')).toEqual(['English', 'English', 'English']);
    // Decomposed accents (e + U+0301) are found too, their length counting every unit.
    const decomposed = 'gestio\u0301n de proyectos';
    expect(dictionary.findSkills(decomposed)).toEqual([
      { skill: 'Project management', index: 0, length: decomposed.length },
    ]);
    expect(skills('Ruby   on\nRails')).toEqual(['Ruby on Rails']);
    expect(skills('metodologías ágiles, metodologias agiles, méthodes agiles')).toEqual([
      'Agile',
      'Agile',
      'Agile',
    ]);
  });

  it('does its work in one pass that grows linearly with the text', () => {
    const piece =
      'Senior engineer with C++, C#, .NET, Node.js, React and k8s; go build great things. ';
    const tenKb = piece.repeat(Math.ceil(10_000 / piece.length));
    const twentyKb = tenKb + tenKb;
    const longestTerm = Math.max(
      ...dictionary.entries.flatMap((entry) =>
        [entry.name, ...entry.aliases, ...entry.caseSensitive, ...entry.listOnly].map(
          (term) => term.length,
        ),
      ),
    );
    const steps = dictionary.scanSteps(tenKb);
    expect(steps).toBeLessThanOrEqual(tenKb.length * longestTerm);
    expect(dictionary.scanSteps(twentyKb)).toBe(steps * 2);
    // Adversarial texts: long runs of one letter, of spaces, of a term's prefix.
    for (const text of ['a'.repeat(10_000), ' '.repeat(10_000), 'Java'.repeat(2_500)])
      expect(dictionary.scanSteps(text)).toBeLessThanOrEqual(text.length * longestTerm);
    // Six skills a piece; "go build" is prose.
    expect(dictionary.findSkills(tenKb)).toHaveLength(6 * Math.ceil(10_000 / piece.length));
  });
});

describe('skillDictionary(extra)', () => {
  it('adds skills and aliases from configuration', () => {
    const extended = skillDictionary([
      { name: 'Knitting', category: 'trades', aliases: ['tricot', 'punto'] },
      { name: 'React', category: 'frontend', aliases: ['Reagent'] },
    ]);
    expect(extended.findSkills('Tricot, Knitting and Reagent').map((m) => m.skill)).toEqual([
      'Knitting',
      'Knitting',
      'React',
    ]);
    expect(extended.categoryOf('Knitting')).toBe('trades');
    // The shipped dictionary is left as it was.
    expect(skills('Knitting and Reagent')).toEqual([]);
  });

  it('refuses a malformed entry or a term that two skills would share', () => {
    expect(() => skillDictionary([{ name: 'Pottery', category: 'crafts' }])).toThrow(
      SkillDictionaryError,
    );
    expect(() => skillDictionary([{ name: '', category: 'trades' }])).toThrow(SkillDictionaryError);
    expect(() =>
      skillDictionary([{ name: 'Golang tooling', category: 'tools', aliases: ['golang'] }]),
    ).toThrow(/"golang" is a term of both "Go" and "Golang tooling"/);
  });
});
