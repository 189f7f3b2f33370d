import type { Localized } from './language';

/**
 * The industries postings belong to: what their companies are called, how a posting introduces
 * the company, and what the job involves. `{company}` and `{focus}` (the role's subject, with its
 * possessive: "our web applications") are filled in per posting.
 */
export interface Sector {
  /** Who leads the department, for the Director variant: "Director of …", "Director/a de …". */
  department: readonly [en: string, es: string, fr: string];
  /** Office work that can be done from home, so some postings are remote or hybrid. */
  remoteFriendly: boolean;
  /** Its roles work for any kind of company (an accountant), not only this industry's. */
  anyCompany: boolean;
  companySuffixes: string[];
  about: Localized[];
  duties: Localized[];
}

export const sectorKeys = [
  'software',
  'data',
  'design',
  'product',
  'marketing',
  'sales',
  'finance',
  'health',
  'education',
  'trades',
  'logistics',
  'hospitality',
  'legal',
  'people',
  'engineering',
  'operations',
] as const;
export type SectorKey = (typeof sectorKeys)[number];

const officeDuty: Localized[] = [
  [
    'Work closely with colleagues across the company and share what you learn.',
    'Colaborar con equipos de toda la empresa y compartir lo que aprendes.',
    "Collaborer avec les équipes de toute l'entreprise et partager ce que vous apprenez.",
  ],
];

export const sectors: Record<SectorKey, Sector> = {
  software: {
    department: ['Engineering', 'de Ingeniería', "de l'ingénierie"],
    remoteFriendly: true,
    anyCompany: true,
    companySuffixes: ['Labs', 'Software', 'Systems', 'Cloud', 'Technologies', 'Digital'],
    about: [
      [
        '{company} builds software that small businesses use every day.',
        '{company} desarrolla software que usan a diario miles de pequeñas empresas.',
        '{company} conçoit des logiciels utilisés chaque jour par des milliers de petites entreprises.',
      ],
      [
        '{company} is a product company with a calm, well-tested codebase.',
        '{company} es una empresa de producto con un código bien probado y un ritmo sostenible.',
        '{company} est une entreprise produit au code bien testé et au rythme soutenable.',
      ],
    ],
    duties: [
      [
        'Design, build and ship {focus} with a small cross-functional team.',
        'Diseñar, desarrollar y publicar {focus} con un equipo multidisciplinar.',
        'Concevoir, développer et livrer {focus} au sein d’une équipe pluridisciplinaire.',
      ],
      [
        'Review code, write tests and keep {focus} reliable in production.',
        'Revisar código, escribir pruebas y mantener {focus} estables en producción.',
        'Relire du code, écrire des tests et garder {focus} fiables en production.',
      ],
      [
        'Take part in planning, estimates and a fair on-call rotation.',
        'Participar en la planificación, las estimaciones y unas guardias bien repartidas.',
        'Participer à la planification, aux estimations et à des astreintes équitables.',
      ],
      [
        'Improve performance, accessibility and security of {focus}.',
        'Mejorar el rendimiento, la accesibilidad y la seguridad de {focus}.',
        'Améliorer la performance, l’accessibilité et la sécurité de {focus}.',
      ],
    ],
  },
  data: {
    department: ['Data', 'de Datos', 'des données'],
    remoteFriendly: true,
    anyCompany: true,
    companySuffixes: ['Analytics', 'Data', 'Insights', 'AI'],
    about: [
      [
        '{company} helps retailers understand their customers through data.',
        '{company} ayuda a comercios a entender a sus clientes a través de los datos.',
        '{company} aide les commerçants à comprendre leurs clients grâce aux données.',
      ],
    ],
    duties: [
      [
        'Build and maintain {focus} that teams across the company rely on.',
        'Construir y mantener {focus} en los que confían todos los equipos.',
        'Construire et maintenir {focus} sur lesquels toute l’entreprise s’appuie.',
      ],
      [
        'Turn open questions into clear analyses and recommendations.',
        'Convertir preguntas abiertas en análisis y recomendaciones claras.',
        'Transformer des questions ouvertes en analyses et recommandations claires.',
      ],
      [
        'Keep data quality high with tests, documentation and monitoring.',
        'Garantizar la calidad de los datos con pruebas, documentación y monitorización.',
        'Garantir la qualité des données grâce aux tests, à la documentation et au suivi.',
      ],
      ...officeDuty,
    ],
  },
  design: {
    department: ['Design', 'de Diseño', 'du design'],
    remoteFriendly: true,
    anyCompany: true,
    companySuffixes: ['Studio', 'Design', 'Creative'],
    about: [
      [
        '{company} is a design-led team making tools people enjoy using.',
        '{company} es un equipo guiado por el diseño que crea herramientas agradables de usar.',
        '{company} est une équipe guidée par le design qui crée des outils agréables à utiliser.',
      ],
    ],
    duties: [
      [
        'Shape {focus} from first sketch to polished release.',
        'Dar forma a {focus} desde el primer boceto hasta la versión final.',
        'Façonner {focus} du premier croquis à la version finale.',
      ],
      [
        'Run interviews and usability tests and share what you learn.',
        'Realizar entrevistas y pruebas de usabilidad y compartir los hallazgos.',
        'Mener des entretiens et des tests d’utilisabilité et partager vos enseignements.',
      ],
      [
        'Keep our design system consistent and accessible.',
        'Mantener nuestro sistema de diseño coherente y accesible.',
        'Garder notre design system cohérent et accessible.',
      ],
    ],
  },
  product: {
    department: ['Product', 'de Producto', 'du produit'],
    remoteFriendly: true,
    anyCompany: true,
    companySuffixes: ['Works', 'Platform', 'Apps'],
    about: [
      [
        '{company} makes planning software for teams of every size.',
        '{company} crea software de planificación para equipos de cualquier tamaño.',
        '{company} édite un logiciel de planification pour les équipes de toutes tailles.',
      ],
    ],
    duties: [
      [
        'Own {focus} and the roadmap that goes with it.',
        'Ser responsable de {focus} y de su hoja de ruta.',
        'Piloter {focus} et la feuille de route associée.',
      ],
      [
        'Talk to customers every week and turn their needs into clear priorities.',
        'Hablar con clientes cada semana y convertir sus necesidades en prioridades claras.',
        'Échanger chaque semaine avec les clients et traduire leurs besoins en priorités claires.',
      ],
      [
        'Keep engineering, design and sales aligned on what ships and why.',
        'Mantener alineados a ingeniería, diseño y ventas sobre qué se lanza y por qué.',
        'Aligner ingénierie, design et ventes sur ce qui est livré et pourquoi.',
      ],
    ],
  },
  marketing: {
    department: ['Marketing', 'de Marketing', 'du marketing'],
    remoteFriendly: true,
    anyCompany: true,
    companySuffixes: ['Media', 'Agency', 'Brands'],
    about: [
      [
        '{company} is a growing brand with a loyal community of customers.',
        '{company} es una marca en crecimiento con una comunidad fiel de clientes.',
        '{company} est une marque en pleine croissance avec une communauté fidèle.',
      ],
    ],
    duties: [
      [
        'Plan and run {focus} from brief to results.',
        'Planificar y ejecutar {focus} desde el briefing hasta los resultados.',
        'Planifier et piloter {focus}, du brief aux résultats.',
      ],
      [
        'Write clear, friendly copy that sounds like us.',
        'Redactar textos claros y cercanos con nuestra voz.',
        'Rédiger des contenus clairs et chaleureux, fidèles à notre ton.',
      ],
      [
        'Measure what works, report on it and adjust the budget.',
        'Medir qué funciona, informar de ello y ajustar el presupuesto.',
        'Mesurer ce qui fonctionne, en rendre compte et ajuster le budget.',
      ],
    ],
  },
  sales: {
    department: ['Sales', 'de Ventas', 'des ventes'],
    remoteFriendly: true,
    anyCompany: true,
    companySuffixes: ['Solutions', 'Commerce', 'Partners'],
    about: [
      [
        '{company} sells software to mid-sized companies across the region.',
        '{company} vende software a empresas medianas de toda la región.',
        '{company} vend des logiciels aux entreprises de taille moyenne de la région.',
      ],
    ],
    duties: [
      [
        'Manage {focus} and keep the pipeline healthy.',
        'Gestionar {focus} y mantener el embudo de ventas saludable.',
        'Gérer {focus} et entretenir un pipeline sain.',
      ],
      [
        'Understand each customer’s needs and find the right answer for them.',
        'Entender las necesidades de cada cliente y encontrar la respuesta adecuada.',
        'Comprendre les besoins de chaque client et trouver la bonne réponse.',
      ],
      [
        'Keep the CRM up to date and forecast accurately.',
        'Mantener el CRM al día y hacer previsiones precisas.',
        'Tenir le CRM à jour et établir des prévisions fiables.',
      ],
    ],
  },
  finance: {
    department: ['Finance', 'Financiero/a', 'financier·ère'],
    remoteFriendly: true,
    anyCompany: true,
    companySuffixes: ['Capital', 'Financial', 'Accounting'],
    about: [
      [
        '{company} offers accounting services to independent businesses.',
        '{company} ofrece servicios contables a negocios independientes.',
        '{company} propose des services comptables aux entreprises indépendantes.',
      ],
    ],
    duties: [
      [
        'Prepare and review {focus} on time, every month.',
        'Preparar y revisar {focus} a tiempo, cada mes.',
        'Préparer et vérifier {focus} dans les délais, chaque mois.',
      ],
      [
        'Reconcile accounts and explain variances clearly.',
        'Conciliar cuentas y explicar las desviaciones con claridad.',
        'Rapprocher les comptes et expliquer clairement les écarts.',
      ],
      [
        'Improve processes and controls as the company grows.',
        'Mejorar procesos y controles a medida que la empresa crece.',
        'Améliorer les processus et les contrôles à mesure que l’entreprise grandit.',
      ],
    ],
  },
  health: {
    department: ['Clinical Services', 'de Servicios Clínicos', 'des services cliniques'],
    remoteFriendly: false,
    anyCompany: false,
    companySuffixes: ['Health', 'Care', 'Clinic', 'Medical Centre'],
    about: [
      [
        '{company} runs community clinics focused on patient-centred care.',
        '{company} gestiona clínicas de proximidad centradas en el paciente.',
        '{company} gère des cliniques de proximité centrées sur le patient.',
      ],
      [
        '{company} is a regional hospital group with a supportive team culture.',
        '{company} es un grupo hospitalario regional con una cultura de equipo cercana.',
        '{company} est un groupe hospitalier régional à la culture d’équipe bienveillante.',
      ],
    ],
    duties: [
      [
        'Be responsible for {focus}, with safety and dignity at the heart of every decision.',
        'Encargarte de {focus}, con la seguridad y la dignidad en el centro de cada decisión.',
        'Prendre en charge {focus}, en plaçant la sécurité et la dignité au cœur de chaque décision.',
      ],
      [
        'Keep accurate records and hand over clearly between shifts.',
        'Mantener registros precisos y hacer relevos claros entre turnos.',
        'Tenir des dossiers précis et assurer des transmissions claires entre équipes.',
      ],
      [
        'Work with doctors, therapists and families to plan care.',
        'Colaborar con médicos, terapeutas y familias para planificar los cuidados.',
        'Collaborer avec médecins, thérapeutes et familles pour planifier les soins.',
      ],
    ],
  },
  education: {
    department: ['Education', 'Académico/a', 'pédagogique'],
    remoteFriendly: false,
    anyCompany: false,
    companySuffixes: ['Academy', 'School', 'Learning'],
    about: [
      [
        '{company} is an independent school with small classes and curious pupils.',
        '{company} es un colegio independiente con grupos reducidos y alumnos curiosos.',
        '{company} est une école indépendante aux petits effectifs et aux élèves curieux.',
      ],
    ],
    duties: [
      [
        'Plan and deliver {focus} that engage every learner.',
        'Planificar e impartir {focus} que motiven a todo el alumnado.',
        'Préparer et animer {focus} qui motivent chaque élève.',
      ],
      [
        'Assess progress and give families clear, kind feedback.',
        'Evaluar el progreso y dar a las familias comentarios claros y respetuosos.',
        'Évaluer les progrès et faire des retours clairs et bienveillants aux familles.',
      ],
      [
        'Contribute to school life, trips and clubs.',
        'Participar en la vida del centro, las salidas y los talleres.',
        'Participer à la vie de l’école, aux sorties et aux clubs.',
      ],
    ],
  },
  trades: {
    department: ['Field Operations', 'de Operaciones', 'des opérations terrain'],
    remoteFriendly: false,
    anyCompany: false,
    companySuffixes: ['Builders', 'Electric', 'Services', 'Works', 'Construction'],
    about: [
      [
        '{company} is a family-owned contractor serving homes and small businesses.',
        '{company} es una empresa familiar de reformas y mantenimiento para hogares y negocios.',
        '{company} est une entreprise familiale au service des particuliers et des commerces.',
      ],
    ],
    duties: [
      [
        'Carry out {focus} safely and to code.',
        'Realizar {focus} con seguridad y según la normativa.',
        'Réaliser {focus} en toute sécurité et selon les normes.',
      ],
      [
        'Read plans, order materials and keep job sites tidy.',
        'Interpretar planos, pedir materiales y mantener la obra ordenada.',
        'Lire les plans, commander le matériel et garder les chantiers propres.',
      ],
      [
        'Explain the work to customers and answer their questions.',
        'Explicar los trabajos a los clientes y resolver sus dudas.',
        'Expliquer les travaux aux clients et répondre à leurs questions.',
      ],
    ],
  },
  logistics: {
    department: ['Operations', 'de Operaciones', 'des opérations'],
    remoteFriendly: false,
    anyCompany: false,
    companySuffixes: ['Logistics', 'Freight', 'Distribution', 'Transport'],
    about: [
      [
        '{company} moves goods for online shops across the country.',
        '{company} distribuye mercancía para tiendas en línea de todo el país.',
        '{company} achemine les colis de boutiques en ligne dans tout le pays.',
      ],
    ],
    duties: [
      [
        'Handle {focus} accurately and on schedule.',
        'Gestionar {focus} con precisión y dentro de plazo.',
        'Gérer {focus} avec précision et dans les délais.',
      ],
      [
        'Follow safety procedures and report issues early.',
        'Seguir los procedimientos de seguridad y avisar de incidencias a tiempo.',
        'Respecter les consignes de sécurité et signaler les incidents rapidement.',
      ],
      [
        'Work with the team to keep every shift running smoothly.',
        'Colaborar con el equipo para que cada turno funcione sin problemas.',
        'Travailler avec l’équipe pour que chaque poste se déroule sans accroc.',
      ],
    ],
  },
  hospitality: {
    department: ['Food and Beverage', 'de Restauración', 'de la restauration'],
    remoteFriendly: false,
    anyCompany: false,
    companySuffixes: ['Hotels', 'Kitchen', 'Café', 'Bistro'],
    about: [
      [
        '{company} runs neighbourhood restaurants known for seasonal food.',
        '{company} gestiona restaurantes de barrio conocidos por su cocina de temporada.',
        '{company} gère des restaurants de quartier réputés pour leur cuisine de saison.',
      ],
      [
        '{company} is a boutique hotel group with a warm, welcoming team.',
        '{company} es un grupo de hoteles boutique con un equipo cálido y acogedor.',
        '{company} est un groupe d’hôtels de charme à l’équipe chaleureuse.',
      ],
    ],
    duties: [
      [
        'Take care of {focus} during busy services.',
        'Encargarte de {focus} durante los servicios con más afluencia.',
        'Prendre en charge {focus} pendant les services chargés.',
      ],
      [
        'Keep high standards of hygiene and food safety.',
        'Mantener altos estándares de higiene y seguridad alimentaria.',
        'Maintenir un haut niveau d’hygiène et de sécurité alimentaire.',
      ],
      [
        'Welcome guests and make every visit a good one.',
        'Recibir a los clientes y hacer que cada visita sea agradable.',
        'Accueillir les clients et rendre chaque visite agréable.',
      ],
    ],
  },
  legal: {
    department: ['Legal Affairs', 'de Asuntos Jurídicos', 'des affaires juridiques'],
    remoteFriendly: true,
    anyCompany: true,
    companySuffixes: ['Legal', 'Law', 'LLP'],
    about: [
      [
        '{company} advises start-ups and family businesses on commercial law.',
        '{company} asesora a startups y empresas familiares en derecho mercantil.',
        '{company} conseille start-up et entreprises familiales en droit des affaires.',
      ],
    ],
    duties: [
      [
        'Draft and review {focus} with care and precision.',
        'Redactar y revisar {focus} con rigor y precisión.',
        'Rédiger et relire {focus} avec rigueur et précision.',
      ],
      [
        'Research questions of law and summarise the answer plainly.',
        'Investigar cuestiones jurídicas y resumir la respuesta con claridad.',
        'Mener des recherches juridiques et en résumer clairement les conclusions.',
      ],
      [
        'Keep files, deadlines and registers in order.',
        'Mantener en orden expedientes, plazos y registros.',
        'Tenir à jour dossiers, échéances et registres.',
      ],
    ],
  },
  people: {
    department: ['People', 'de Personas', 'des ressources humaines'],
    remoteFriendly: true,
    anyCompany: true,
    companySuffixes: ['People', 'Talent', 'Group'],
    about: [
      [
        '{company} believes good work starts with people who feel supported.',
        '{company} cree que el buen trabajo empieza por personas que se sienten apoyadas.',
        '{company} croit qu’un bon travail commence par des équipes qui se sentent soutenues.',
      ],
    ],
    duties: [
      [
        'Run {focus} fairly and transparently.',
        'Gestionar {focus} de forma justa y transparente.',
        'Piloter {focus} de façon juste et transparente.',
      ],
      [
        'Advise managers and employees with empathy and good judgement.',
        'Asesorar a responsables y empleados con empatía y buen criterio.',
        'Conseiller managers et salariés avec empathie et discernement.',
      ],
      ...officeDuty,
    ],
  },
  engineering: {
    department: ['Engineering', 'de Ingeniería', "de l'ingénierie"],
    remoteFriendly: false,
    anyCompany: false,
    companySuffixes: ['Engineering', 'Industries', 'Manufacturing', 'Infrastructure'],
    about: [
      [
        '{company} designs and builds equipment for renewable energy projects.',
        '{company} diseña y fabrica equipos para proyectos de energías renovables.',
        '{company} conçoit et fabrique des équipements pour les énergies renouvelables.',
      ],
    ],
    duties: [
      [
        'Design, calculate and document {focus}.',
        'Diseñar, calcular y documentar {focus}.',
        'Concevoir, dimensionner et documenter {focus}.',
      ],
      [
        'Visit sites and workshops to check the work against the drawings.',
        'Visitar obras y talleres para comprobar el trabajo frente a los planos.',
        'Se rendre sur les chantiers et en atelier pour vérifier le travail au regard des plans.',
      ],
      [
        'Work with suppliers on cost, quality and lead times.',
        'Colaborar con proveedores en costes, calidad y plazos.',
        'Travailler avec les fournisseurs sur les coûts, la qualité et les délais.',
      ],
    ],
  },
  operations: {
    department: ['Operations', 'de Operaciones', 'des opérations'],
    remoteFriendly: false,
    anyCompany: false,
    companySuffixes: ['Market', 'Goods', 'Stores', 'Outfitters'],
    about: [
      [
        '{company} is an independent retailer with shops in city centres.',
        '{company} es un comercio independiente con tiendas en el centro de las ciudades.',
        '{company} est une enseigne indépendante avec des boutiques en centre-ville.',
      ],
    ],
    duties: [
      [
        'Look after {focus} day to day.',
        'Ocuparte del día a día de {focus}.',
        'Gérer au quotidien {focus}.',
      ],
      [
        'Help customers find what they need and keep the shop welcoming.',
        'Ayudar a los clientes a encontrar lo que necesitan y mantener la tienda acogedora.',
        'Aider les clients à trouver ce qu’il leur faut et garder la boutique accueillante.',
      ],
      [
        'Handle stock, deliveries and the till accurately.',
        'Gestionar el inventario, las entregas y la caja con precisión.',
        'Gérer le stock, les livraisons et la caisse avec rigueur.',
      ],
    ],
  },
};
