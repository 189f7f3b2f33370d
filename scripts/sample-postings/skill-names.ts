import type { Localized } from './language';

/**
 * Skills the role list names in English that a Spanish or French posting would translate
 * (product names and acronyms stay as they are). A skill found here is a common noun, so it
 * starts lower case inside a sentence.
 */
const translations: Record<string, readonly [es: string, fr: string]> = {
  'REST APIs': ['APIs REST', 'API REST'],
  'Accessibility (WCAG)': ['Accesibilidad (WCAG)', 'Accessibilité (WCAG)'],
  'Incident response': ['Gestión de incidentes', 'Gestion des incidents'],
  'Test automation': ['Automatización de pruebas', 'Automatisation des tests'],
  'Threat modelling': ['Modelado de amenazas', 'Modélisation des menaces'],
  'Cloud security': ['Seguridad en la nube', 'Sécurité du cloud'],
  'Penetration testing': ['Pruebas de penetración', "Tests d'intrusion"],
  'Oscilloscope debugging': ['Depuración con osciloscopio', "Débogage à l'oscilloscope"],
  Networking: ['Redes', 'Réseaux'],
  Troubleshooting: ['Resolución de incidencias', 'Résolution de problèmes'],
  Statistics: ['Estadística', 'Statistiques'],
  'Data modelling': ['Modelado de datos', 'Modélisation des données'],
  'LLM evaluation': ['Evaluación de LLM', 'Évaluation de LLM'],
  'Interaction design': ['Diseño de interacción', "Design d'interaction"],
  Prototyping: ['Prototipado', 'Prototypage'],
  'User research': ['Investigación de usuarios', 'Recherche utilisateur'],
  'Design systems': ['Sistemas de diseño', 'Design systems'],
  'Usability testing': ['Pruebas de usabilidad', "Tests d'utilisabilité"],
  'User interviews': ['Entrevistas con usuarios', 'Entretiens utilisateurs'],
  'Survey design': ['Diseño de encuestas', 'Conception de questionnaires'],
  Typography: ['Tipografía', 'Typographie'],
  'Product discovery': ['Descubrimiento de producto', 'Product discovery'],
  Roadmapping: ['Hojas de ruta', 'Feuilles de route'],
  'Project planning': ['Planificación de proyectos', 'Planification de projets'],
  Budgeting: ['Presupuestos', 'Budgets'],
  'Stakeholder management': ['Gestión de stakeholders', 'Gestion des parties prenantes'],
  Facilitation: ['Facilitación', 'Facilitation'],
  Coaching: ['Coaching', 'Coaching'],
  'Campaign management': ['Gestión de campañas', 'Gestion de campagnes'],
  'Email marketing': ['Email marketing', 'Emailing'],
  Copywriting: ['Redacción publicitaria', 'Rédaction publicitaire'],
  Editing: ['Edición de textos', 'Relecture et correction'],
  'Keyword research': ['Investigación de palabras clave', 'Recherche de mots-clés'],
  'Content strategy': ['Estrategia de contenidos', 'Stratégie de contenu'],
  'Video scripts': ['Guiones de vídeo', 'Scripts vidéo'],
  'Social media': ['Redes sociales', 'Réseaux sociaux'],
  Analytics: ['Analítica', 'Analyse d’audience'],
  'Video editing': ['Edición de vídeo', 'Montage vidéo'],
  'Paid social': ['Publicidad en redes sociales', 'Publicité sur les réseaux sociaux'],
  'B2B sales': ['Venta B2B', 'Vente B2B'],
  Negotiation: ['Negociación', 'Négociation'],
  'Pipeline management': ['Gestión del embudo de ventas', 'Gestion du pipeline'],
  'Cold calling': ['Llamadas en frío', 'Prospection téléphonique'],
  Prospecting: ['Prospección', 'Prospection'],
  'Account management': ['Gestión de cuentas', 'Gestion de comptes'],
  Onboarding: ['Onboarding de clientes', 'Onboarding clients'],
  Reconciliations: ['Conciliaciones bancarias', 'Rapprochements bancaires'],
  'VAT returns': ['Declaraciones de IVA', 'Déclarations de TVA'],
  'Financial modelling': ['Modelización financiera', 'Modélisation financière'],
  Forecasting: ['Previsiones', 'Prévisions'],
  Payroll: ['Nóminas', 'Paie'],
  'Employment law': ['Derecho laboral', 'Droit du travail'],
  Bookkeeping: ['Contabilidad', 'Tenue de comptabilité'],
  'LMS administration': ['Administración de LMS', "Administration d'un LMS"],
  'Lean manufacturing': ['Lean manufacturing', 'Lean manufacturing'],
  Scrum: ['Scrum', 'Scrum'],
};

/** The skill in each language, and whether it is a common noun (lower case mid-sentence). */
export function skillName(skill: Localized): { text: Localized; common: boolean } {
  if (typeof skill !== 'string') return { text: skill, common: true };
  const translated = translations[skill];
  return translated
    ? { text: [skill, ...translated], common: true }
    : { text: skill, common: false };
}
