import type { Localized } from './language';
import type { SectorKey } from './sectors';

/**
 * The role families postings are drawn from: title and subject in each language, the skills a
 * posting asks for and those it would like, and a typical US yearly pay at mid level (the
 * generator scales it by seniority and place). Hourly roles are paid by the hour.
 */
export interface RoleFamily {
  sector: SectorKey;
  title: readonly [en: string, es: string, fr: string];
  /** The role's subject, as the object of a duty: "our web applications". */
  focus: readonly [en: string, es: string, fr: string];
  required: Localized[];
  niceToHave: Localized[];
  pay: number;
  hourly?: boolean;
}

const role = (
  sector: SectorKey,
  title: RoleFamily['title'],
  focus: RoleFamily['focus'],
  pay: number,
  required: Localized[],
  niceToHave: Localized[],
  hourly = false,
): RoleFamily => ({ sector, title, focus, required, niceToHave, pay, hourly });

const teamwork: Localized = ['Teamwork', 'Trabajo en equipo', "Travail d'équipe"];
const communication: Localized = [
  'Clear written communication',
  'Comunicación escrita clara',
  'Communication écrite claire',
];
const english: Localized = ['Fluent English', 'Inglés fluido', 'Anglais courant'];
const drivingLicence: Localized = ["Driver's licence", 'Carné de conducir', 'Permis de conduire'];
const customerService: Localized = ['Customer service', 'Atención al cliente', 'Relation client'];

export const roleFamilies: RoleFamily[] = [
  // Software
  role(
    'software',
    ['Software Engineer', 'Ingeniero/a de software', 'Ingénieur·e logiciel'],
    ['our web applications', 'nuestras aplicaciones web', 'nos applications web'],
    130_000,
    ['TypeScript', 'Node.js', 'PostgreSQL', 'Git', 'REST APIs', 'Docker'],
    ['GraphQL', 'Kubernetes', 'AWS', 'Go'],
  ),
  role(
    'software',
    ['Frontend Developer', 'Desarrollador/a frontend', 'Développeur·se front-end'],
    ['our user interfaces', 'nuestras interfaces de usuario', 'nos interfaces utilisateur'],
    115_000,
    ['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS', 'Accessibility (WCAG)'],
    ['Next.js', 'Vue.js', 'Playwright', 'Figma'],
  ),
  role(
    'software',
    ['Backend Developer', 'Desarrollador/a backend', 'Développeur·se back-end'],
    ['our backend services', 'nuestros servicios backend', 'nos services back-end'],
    125_000,
    ['Java', 'Spring Boot', 'SQL', 'REST APIs', 'Kafka'],
    ['Kotlin', 'Redis', 'Kubernetes', 'gRPC'],
  ),
  role(
    'software',
    ['Mobile Developer', 'Desarrollador/a móvil', 'Développeur·se mobile'],
    [
      'our iOS and Android apps',
      'nuestras apps para iOS y Android',
      'nos applications iOS et Android',
    ],
    120_000,
    ['Swift', 'Kotlin', 'React Native', 'Git'],
    ['Flutter', 'Firebase', 'CI/CD'],
  ),
  role(
    'software',
    ['DevOps Engineer', 'Ingeniero/a DevOps', 'Ingénieur·e DevOps'],
    [
      'our build and deployment pipelines',
      'nuestros pipelines de despliegue',
      'nos chaînes de déploiement',
    ],
    135_000,
    ['Linux', 'Docker', 'Kubernetes', 'Terraform', 'CI/CD'],
    ['AWS', 'Azure', 'Ansible', 'Python'],
  ),
  role(
    'software',
    ['Site Reliability Engineer', 'Ingeniero/a de fiabilidad (SRE)', 'Ingénieur·e fiabilité (SRE)'],
    ['our production systems', 'nuestros sistemas en producción', 'nos systèmes de production'],
    145_000,
    ['Linux', 'Kubernetes', 'Prometheus', 'Go', 'Incident response'],
    ['Terraform', 'Grafana', 'GCP'],
  ),
  role(
    'software',
    ['QA Engineer', 'Ingeniero/a de QA', 'Ingénieur·e QA'],
    ['our test suites', 'nuestras baterías de pruebas', 'nos suites de tests'],
    100_000,
    ['Test automation', 'Selenium', 'Python', 'SQL'],
    ['Cypress', 'Playwright', 'JMeter'],
  ),
  role(
    'software',
    ['Security Engineer', 'Ingeniero/a de seguridad', 'Ingénieur·e sécurité'],
    ['our security controls', 'nuestros controles de seguridad', 'nos dispositifs de sécurité'],
    150_000,
    ['Threat modelling', 'OWASP Top 10', 'Python', 'Linux', 'Cloud security'],
    ['ISO 27001', 'SOC 2', 'Penetration testing'],
  ),
  role(
    'software',
    [
      'Embedded Software Engineer',
      'Ingeniero/a de software embebido',
      'Ingénieur·e logiciel embarqué',
    ],
    ['our device firmware', 'el firmware de nuestros dispositivos', 'le firmware de nos appareils'],
    125_000,
    ['C', 'C++', 'RTOS', 'Embedded Linux'],
    ['Rust', 'Bluetooth Low Energy', 'Oscilloscope debugging'],
  ),
  role(
    'software',
    ['Systems Administrator', 'Administrador/a de sistemas', 'Administrateur·rice systèmes'],
    ['our servers and networks', 'nuestros servidores y redes', 'nos serveurs et réseaux'],
    90_000,
    ['Windows Server', 'Linux', 'Active Directory', 'Networking'],
    ['PowerShell', 'VMware', 'Microsoft 365'],
  ),
  role(
    'software',
    [
      'IT Support Specialist',
      'Técnico/a de soporte informático',
      'Technicien·ne support informatique',
    ],
    ['our help desk', 'nuestro servicio de soporte', 'notre support informatique'],
    60_000,
    ['Windows', 'macOS', 'Troubleshooting', customerService],
    ['ITIL', 'Jamf', 'Microsoft 365'],
  ),
  // Data
  role(
    'data',
    ['Data Analyst', 'Analista de datos', 'Analyste de données'],
    [
      'our dashboards and reports',
      'nuestros cuadros de mando e informes',
      'nos tableaux de bord et rapports',
    ],
    90_000,
    ['SQL', 'Excel', 'Tableau', 'Statistics'],
    ['Python', 'Power BI', 'dbt'],
  ),
  role(
    'data',
    ['Data Scientist', 'Científico/a de datos', 'Data scientist'],
    ['our forecasting models', 'nuestros modelos de previsión', 'nos modèles de prévision'],
    140_000,
    ['Python', 'pandas', 'scikit-learn', 'Statistics', 'SQL'],
    ['PyTorch', 'Spark', 'A/B testing'],
  ),
  role(
    'data',
    ['Data Engineer', 'Ingeniero/a de datos', 'Ingénieur·e data'],
    ['our data pipelines', 'nuestros pipelines de datos', 'nos pipelines de données'],
    135_000,
    ['Python', 'SQL', 'Apache Airflow', 'Spark', 'Data modelling'],
    ['Snowflake', 'BigQuery', 'Kafka', 'dbt'],
  ),
  role(
    'data',
    [
      'Machine Learning Engineer',
      'Ingeniero/a de machine learning',
      'Ingénieur·e machine learning',
    ],
    [
      'our machine learning services',
      'nuestros servicios de machine learning',
      'nos services de machine learning',
    ],
    155_000,
    ['Python', 'PyTorch', 'MLOps', 'Docker'],
    ['TensorFlow', 'Kubernetes', 'LLM evaluation'],
  ),
  // Design
  role(
    'design',
    ['Product Designer', 'Diseñador/a de producto', 'Product designer'],
    ['new features', 'nuevas funcionalidades', 'de nouvelles fonctionnalités'],
    115_000,
    ['Figma', 'Interaction design', 'Prototyping', 'User research'],
    ['Design systems', 'HTML', 'CSS'],
  ),
  role(
    'design',
    ['UX Researcher', 'Investigador/a UX', 'Chercheur·se UX'],
    ['our research programme', 'nuestro programa de investigación', 'notre programme de recherche'],
    110_000,
    ['Usability testing', 'User interviews', 'Survey design', communication],
    ['Dovetail', 'Statistics'],
  ),
  role(
    'design',
    ['Graphic Designer', 'Diseñador/a gráfico/a', 'Graphiste'],
    [
      'our campaigns and brand',
      'nuestras campañas y nuestra marca',
      'nos campagnes et notre marque',
    ],
    70_000,
    ['Adobe Illustrator', 'Adobe InDesign', 'Typography', 'Photoshop'],
    ['After Effects', 'Figma'],
  ),
  // Product
  role(
    'product',
    ['Product Manager', 'Product manager', 'Chef·fe de produit'],
    ['a product area', 'un área de producto', 'un périmètre produit'],
    140_000,
    ['Product discovery', 'Roadmapping', 'SQL', communication],
    ['Agile', 'Jira', 'A/B testing'],
  ),
  role(
    'product',
    ['Project Manager', 'Jefe/a de proyecto', 'Chef·fe de projet'],
    ['client projects', 'proyectos de clientes', 'des projets clients'],
    100_000,
    ['Project planning', 'Budgeting', 'Stakeholder management', 'MS Project'],
    ['PMP', 'PRINCE2', 'Agile'],
  ),
  role(
    'product',
    ['Scrum Master', 'Scrum master', 'Scrum master'],
    ['our delivery rhythm', 'nuestro ritmo de entrega', 'notre rythme de livraison'],
    105_000,
    ['Scrum', 'Kanban', 'Facilitation', 'Jira'],
    ['SAFe', 'Coaching'],
  ),
  // Marketing
  role(
    'marketing',
    ['Marketing Specialist', 'Especialista en marketing', 'Chargé·e de marketing'],
    ['our campaigns', 'nuestras campañas', 'nos campagnes'],
    75_000,
    ['Campaign management', 'Google Analytics', 'Email marketing', communication],
    ['HubSpot', 'Google Ads', 'Canva'],
  ),
  role(
    'marketing',
    ['Content Writer', 'Redactor/a de contenidos', 'Rédacteur·rice web'],
    ['our blog and guides', 'nuestro blog y nuestras guías', 'notre blog et nos guides'],
    65_000,
    ['Copywriting', 'Editing', 'SEO', 'WordPress'],
    ['Video scripts', 'Content strategy'],
  ),
  role(
    'marketing',
    ['SEO Specialist', 'Especialista SEO', 'Consultant·e SEO'],
    [
      'our search visibility',
      'nuestra visibilidad en buscadores',
      'notre visibilité sur les moteurs de recherche',
    ],
    75_000,
    ['SEO', 'Google Search Console', 'Ahrefs', 'Keyword research'],
    ['HTML', 'Content strategy'],
  ),
  role(
    'marketing',
    ['Social Media Manager', 'Community manager', 'Community manager'],
    ['our social channels', 'nuestras redes sociales', 'nos réseaux sociaux'],
    65_000,
    ['Social media', 'Copywriting', 'Canva', 'Analytics'],
    ['Video editing', 'Paid social'],
  ),
  // Sales
  role(
    'sales',
    ['Account Executive', 'Ejecutivo/a de cuentas', 'Commercial·e grands comptes'],
    ['a portfolio of accounts', 'una cartera de clientes', 'un portefeuille de comptes'],
    95_000,
    ['B2B sales', 'Salesforce', 'Negotiation', 'Pipeline management'],
    ['SaaS', 'MEDDIC'],
  ),
  role(
    'sales',
    [
      'Sales Development Representative',
      'Representante de desarrollo de ventas',
      'Business developer',
    ],
    ['outbound prospecting', 'la prospección comercial', 'la prospection commerciale'],
    65_000,
    ['Cold calling', 'Prospecting', 'HubSpot', communication],
    ['LinkedIn Sales Navigator', english],
  ),
  role(
    'sales',
    ['Customer Success Manager', 'Customer success manager', 'Customer success manager'],
    [
      'onboarding and renewals',
      'la incorporación y las renovaciones',
      'l’onboarding et les renouvellements',
    ],
    85_000,
    ['Account management', 'Onboarding', 'Zendesk', customerService],
    ['Salesforce', 'SQL'],
  ),
  role(
    'sales',
    ['Customer Support Agent', 'Agente de atención al cliente', 'Conseiller·ère clientèle'],
    [
      'customer conversations by chat and phone',
      'las conversaciones con clientes por chat y teléfono',
      'les échanges clients par chat et téléphone',
    ],
    42_000,
    [customerService, 'Zendesk', communication],
    [english, 'Intercom'],
    true,
  ),
  // Finance
  role(
    'finance',
    ['Accountant', 'Contable', 'Comptable'],
    ['the monthly close', 'el cierre mensual', 'la clôture mensuelle'],
    75_000,
    ['IFRS', 'Excel', 'Reconciliations', 'VAT returns'],
    ['SAP', 'Xero', 'CPA'],
  ),
  role(
    'finance',
    ['Financial Analyst', 'Analista financiero/a', 'Analyste financier·ère'],
    ['budgets and forecasts', 'presupuestos y previsiones', 'les budgets et les prévisions'],
    95_000,
    ['Financial modelling', 'Excel', 'Forecasting', 'Power BI'],
    ['SQL', 'CFA'],
  ),
  role(
    'finance',
    ['Payroll Specialist', 'Técnico/a de nóminas', 'Gestionnaire de paie'],
    ['payroll for 600 employees', 'las nóminas de 600 empleados', 'la paie de 600 salariés'],
    65_000,
    ['Payroll', 'Employment law', 'Excel'],
    ['ADP', 'Workday'],
  ),
  role(
    'finance',
    ['Bookkeeper', 'Auxiliar contable', 'Aide-comptable'],
    ['invoices and expense claims', 'facturas y notas de gastos', 'les factures et notes de frais'],
    48_000,
    ['Bookkeeping', 'QuickBooks', 'Excel'],
    ['Xero', 'Sage'],
    true,
  ),
  // Health
  role(
    'health',
    ['Registered Nurse', 'Enfermero/a', 'Infirmier·ère diplômé·e'],
    [
      'nursing care to adult patients',
      'cuidados de enfermería a pacientes adultos',
      'des soins infirmiers aux patients adultes',
    ],
    90_000,
    [
      ['Nursing licence', 'Colegiación en enfermería', "Diplôme d'État infirmier"],
      ['Patient assessment', 'Valoración de pacientes', 'Évaluation des patients'],
      [
        'Medication administration',
        'Administración de medicación',
        'Administration des traitements',
      ],
      'BLS',
    ],
    [
      'ACLS',
      ['Electronic health records', 'Historia clínica electrónica', 'Dossier patient informatisé'],
    ],
    true,
  ),
  role(
    'health',
    ['Pharmacist', 'Farmacéutico/a', 'Pharmacien·ne'],
    [
      'safe dispensing and advice',
      'una dispensación y un consejo seguros',
      'une dispensation et un conseil sûrs',
    ],
    125_000,
    [
      ['Pharmacy licence', 'Colegiación en farmacia', 'Inscription à l’Ordre des pharmaciens'],
      ['Dispensing', 'Dispensación', 'Dispensation'],
      ['Patient counselling', 'Atención farmacéutica', 'Conseil aux patients'],
    ],
    [['Vaccination training', 'Formación en vacunación', 'Formation à la vaccination']],
  ),
  role(
    'health',
    ['Physiotherapist', 'Fisioterapeuta', 'Kinésithérapeute'],
    ['rehabilitation programmes', 'programas de rehabilitación', 'des programmes de rééducation'],
    85_000,
    [
      ['Physiotherapy degree', 'Grado en fisioterapia', 'Diplôme de kinésithérapie'],
      ['Musculoskeletal assessment', 'Valoración musculoesquelética', 'Bilan musculo-squelettique'],
      ['Exercise prescription', 'Prescripción de ejercicio', "Prescription d'exercices"],
    ],
    [['Sports rehabilitation', 'Readaptación deportiva', 'Rééducation du sportif']],
  ),
  role(
    'health',
    ['Medical Assistant', 'Auxiliar de clínica', 'Assistant·e médical·e'],
    [
      'patient intake and vital signs',
      'la admisión de pacientes y las constantes vitales',
      "l'accueil des patients et les constantes",
    ],
    42_000,
    [
      ['Vital signs', 'Constantes vitales', 'Prise des constantes'],
      ['Phlebotomy', 'Extracción de sangre', 'Prélèvements sanguins'],
      customerService,
    ],
    ['BLS', ['Medical terminology', 'Terminología médica', 'Terminologie médicale']],
    true,
  ),
  role(
    'health',
    ['Dental Hygienist', 'Higienista dental', 'Hygiéniste dentaire'],
    ['preventive dental care', 'la prevención bucodental', 'les soins dentaires préventifs'],
    90_000,
    [
      ['Dental hygiene licence', 'Título de higienista dental', "Diplôme d'hygiéniste dentaire"],
      ['Scaling and polishing', 'Tartrectomías y pulidos', 'Détartrage et polissage'],
      ['Dental radiography', 'Radiografía dental', 'Radiographie dentaire'],
    ],
    [['Patient education', 'Educación sanitaria', 'Éducation thérapeutique']],
    true,
  ),
  role(
    'health',
    ['Care Assistant', 'Auxiliar de geriatría', 'Aide-soignant·e'],
    [
      'personal care for older residents',
      'la atención personal a personas mayores',
      "l'accompagnement des résidents âgés",
    ],
    36_000,
    [
      ['Personal care', 'Atención personal', "Aide à la toilette et à l'habillage"],
      ['Safe moving and handling', 'Movilización segura', 'Manutention des personnes'],
      teamwork,
    ],
    [
      [
        'Dementia care',
        'Atención a personas con demencia',
        'Accompagnement des personnes désorientées',
      ],
    ],
    true,
  ),
  // Education
  role(
    'education',
    ['Primary School Teacher', 'Maestro/a de primaria', 'Professeur·e des écoles'],
    [
      'lessons for a class of seven-year-olds',
      'clases para un grupo de siete años',
      'des séances pour une classe de CE1',
    ],
    62_000,
    [
      ['Teaching qualification', 'Título de magisterio', "Diplôme d'enseignement"],
      ['Classroom management', 'Gestión del aula', 'Gestion de classe'],
      ['Lesson planning', 'Programación didáctica', 'Préparation des séquences'],
    ],
    [['Special educational needs', 'Atención a la diversidad', 'Élèves à besoins particuliers']],
  ),
  role(
    'education',
    ['Mathematics Teacher', 'Profesor/a de matemáticas', 'Professeur·e de mathématiques'],
    [
      'mathematics lessons for ages 11 to 18',
      'clases de matemáticas de secundaria y bachillerato',
      'des cours de mathématiques au collège et au lycée',
    ],
    65_000,
    [
      ['Teaching qualification', 'Máster de profesorado', 'CAPES ou équivalent'],
      ['Mathematics', 'Matemáticas', 'Mathématiques'],
      ['Assessment', 'Evaluación', 'Évaluation'],
    ],
    ['GeoGebra', 'Python'],
  ),
  role(
    'education',
    ['Early Childhood Educator', 'Educador/a infantil', 'Éducateur·rice de jeunes enfants'],
    [
      'play-based activities for toddlers',
      'actividades de juego para los más pequeños',
      "des activités d'éveil pour les tout-petits",
    ],
    38_000,
    [
      ['Early childhood qualification', 'Título de educación infantil', 'Diplôme petite enfance'],
      ['Child safeguarding', 'Protección de la infancia', "Protection de l'enfance"],
      ['First aid', 'Primeros auxilios', 'Premiers secours'],
    ],
    [['Montessori training', 'Formación Montessori', 'Formation Montessori']],
    true,
  ),
  role(
    'education',
    ['Instructional Designer', 'Diseñador/a instruccional', 'Ingénieur·e pédagogique'],
    ['online courses', 'cursos en línea', 'des formations en ligne'],
    80_000,
    [
      ['Instructional design', 'Diseño instruccional', 'Ingénierie pédagogique'],
      'Articulate Storyline',
      'Moodle',
    ],
    ['SCORM', 'Video editing'],
  ),
  // Trades
  role(
    'trades',
    ['Electrician', 'Electricista', 'Électricien·ne'],
    ['electrical installations', 'instalaciones eléctricas', 'des installations électriques'],
    62_000,
    [
      ['Electrical licence', 'Carné de instalador eléctrico', 'Habilitation électrique'],
      [
        'Wiring and fault finding',
        'Cableado y localización de averías',
        'Câblage et recherche de pannes',
      ],
      drivingLicence,
    ],
    [['Solar PV installation', 'Instalación fotovoltaica', 'Pose de panneaux photovoltaïques']],
    true,
  ),
  role(
    'trades',
    ['Plumber', 'Fontanero/a', 'Plombier·ère'],
    [
      'plumbing and heating repairs',
      'reparaciones de fontanería y calefacción',
      'des dépannages de plomberie et de chauffage',
    ],
    60_000,
    [
      ['Plumbing certification', 'Certificado de fontanería', 'CAP plomberie'],
      ['Pipe fitting', 'Instalación de tuberías', 'Pose de canalisations'],
      drivingLicence,
    ],
    [['Gas safety', 'Instalaciones de gas', 'Habilitation gaz']],
    true,
  ),
  role(
    'trades',
    ['Carpenter', 'Carpintero/a', 'Menuisier·ère'],
    [
      'joinery and fit-out work',
      'trabajos de carpintería y reformas',
      'des travaux de menuiserie et d’agencement',
    ],
    55_000,
    [
      ['Carpentry', 'Carpintería', 'Menuiserie'],
      ['Reading drawings', 'Lectura de planos', 'Lecture de plans'],
      ['Power tools', 'Herramientas eléctricas', 'Outillage électroportatif'],
    ],
    [['Timber framing', 'Estructuras de madera', 'Charpente bois']],
    true,
  ),
  role(
    'trades',
    ['HVAC Technician', 'Técnico/a de climatización', 'Technicien·ne CVC'],
    [
      'heating and cooling systems',
      'sistemas de calefacción y climatización',
      'des systèmes de chauffage et de climatisation',
    ],
    60_000,
    [
      [
        'HVAC certification',
        'Carné de instalador térmico',
        'Attestation de capacité fluides frigorigènes',
      ],
      ['Refrigeration', 'Refrigeración', 'Froid'],
      drivingLicence,
    ],
    [['Heat pumps', 'Bombas de calor', 'Pompes à chaleur']],
    true,
  ),
  role(
    'trades',
    ['Welder', 'Soldador/a', 'Soudeur·se'],
    [
      'welding and fabrication',
      'trabajos de soldadura y calderería',
      'des travaux de soudure et de chaudronnerie',
    ],
    52_000,
    [
      ['MIG and TIG welding', 'Soldadura MIG y TIG', 'Soudure MIG et TIG'],
      ['Reading drawings', 'Lectura de planos', 'Lecture de plans'],
      ['Workplace safety', 'Prevención de riesgos', 'Sécurité au travail'],
    ],
    [['Welding certification', 'Homologación de soldador', 'Qualification soudeur']],
    true,
  ),
  // Logistics
  role(
    'logistics',
    ['Warehouse Associate', 'Mozo/a de almacén', 'Préparateur·rice de commandes'],
    ['picking and packing orders', 'la preparación de pedidos', 'la préparation des commandes'],
    38_000,
    [
      ['Order picking', 'Preparación de pedidos', 'Préparation de commandes'],
      ['RF scanners', 'Lectores de radiofrecuencia', 'Scanners RF'],
      teamwork,
    ],
    [['Forklift certificate', 'Carné de carretillero', 'CACES 1']],
    true,
  ),
  role(
    'logistics',
    ['Delivery Driver', 'Repartidor/a', 'Chauffeur·se livreur·se'],
    [
      'daily delivery routes',
      'las rutas de reparto diarias',
      'les tournées de livraison quotidiennes',
    ],
    42_000,
    [
      drivingLicence,
      ['Route planning', 'Planificación de rutas', 'Planification de tournées'],
      customerService,
    ],
    [['Van driving experience', 'Experiencia con furgoneta', 'Conduite de véhicule utilitaire']],
    true,
  ),
  role(
    'logistics',
    ['Forklift Operator', 'Carretillero/a', 'Cariste'],
    ['loading and unloading', 'la carga y descarga', 'le chargement et le déchargement'],
    41_000,
    [
      ['Forklift certificate', 'Carné de carretillero', 'CACES 3'],
      ['Stock rotation', 'Rotación de inventario', 'Rotation des stocks'],
      ['Workplace safety', 'Prevención de riesgos', 'Sécurité au travail'],
    ],
    [['Reach truck', 'Carretilla retráctil', 'Chariot à mât rétractable']],
    true,
  ),
  role(
    'logistics',
    ['Supply Chain Analyst', 'Analista de cadena de suministro', 'Analyste supply chain'],
    [
      'demand and inventory planning',
      'la planificación de demanda e inventario',
      'la planification de la demande et des stocks',
    ],
    80_000,
    [
      'Excel',
      'SQL',
      'SAP',
      ['Demand planning', 'Planificación de la demanda', 'Prévision de la demande'],
    ],
    ['Power BI', 'Python'],
  ),
  role(
    'logistics',
    ['Logistics Coordinator', 'Coordinador/a de logística', 'Coordinateur·rice logistique'],
    [
      'inbound and outbound shipments',
      'los envíos de entrada y salida',
      'les flux entrants et sortants',
    ],
    58_000,
    [
      ['Shipment tracking', 'Seguimiento de envíos', 'Suivi des expéditions'],
      'Incoterms',
      'Excel',
      communication,
    ],
    [['Customs documentation', 'Documentación aduanera', 'Documents douaniers'], english],
  ),
  // Hospitality
  role(
    'hospitality',
    ['Line Cook', 'Cocinero/a de partida', 'Commis de cuisine'],
    [
      'the grill and sauté stations',
      'las partidas de plancha y salteado',
      'les postes grill et sauté',
    ],
    38_000,
    [
      ['Knife skills', 'Técnicas de corte', 'Techniques de découpe'],
      ['Food safety certificate', 'Carné de manipulador de alimentos', 'Formation HACCP'],
      teamwork,
    ],
    [['Pastry', 'Repostería', 'Pâtisserie']],
    true,
  ),
  role(
    'hospitality',
    ['Sous Chef', 'Segundo/a de cocina', 'Second·e de cuisine'],
    ['the kitchen team and menu', 'el equipo de cocina y la carta', 'la brigade et la carte'],
    58_000,
    [
      ['Menu planning', 'Diseño de menús', 'Élaboration de la carte'],
      ['Food cost control', 'Control de escandallos', 'Maîtrise des coûts matière'],
      ['Food safety certificate', 'Carné de manipulador de alimentos', 'Formation HACCP'],
    ],
    [['Wine pairing', 'Maridaje', 'Accords mets et vins']],
  ),
  role(
    'hospitality',
    ['Hotel Receptionist', 'Recepcionista de hotel', "Réceptionniste d'hôtel"],
    [
      'check-ins and guest requests',
      'las entradas y peticiones de los huéspedes',
      'les arrivées et les demandes des clients',
    ],
    36_000,
    [
      customerService,
      ['Booking systems', 'Sistemas de reservas', 'Logiciels de réservation'],
      english,
    ],
    ['Opera PMS', ['A third language', 'Un tercer idioma', 'Une troisième langue']],
    true,
  ),
  role(
    'hospitality',
    ['Barista', 'Barista', 'Barista'],
    ['the espresso bar', 'la barra de café', 'le bar à café'],
    33_000,
    [
      ['Espresso preparation', 'Preparación de espresso', "Préparation d'expressos"],
      customerService,
      teamwork,
    ],
    [['Latte art', 'Latte art', 'Latte art']],
    true,
  ),
  // Legal
  role(
    'legal',
    ['Paralegal', 'Asistente jurídico/a', 'Assistant·e juridique'],
    ['contracts and case files', 'contratos y expedientes', 'les contrats et les dossiers'],
    62_000,
    [
      ['Legal research', 'Investigación jurídica', 'Recherche juridique'],
      ['Document management', 'Gestión documental', 'Gestion documentaire'],
      communication,
    ],
    ['Clio', english],
  ),
  role(
    'legal',
    ['Corporate Lawyer', 'Abogado/a mercantilista', 'Avocat·e en droit des affaires'],
    ['commercial agreements', 'acuerdos mercantiles', 'des contrats commerciaux'],
    160_000,
    [
      ['Admission to the bar', 'Colegiación como abogado/a', 'Inscription au barreau'],
      ['Contract drafting', 'Redacción de contratos', 'Rédaction de contrats'],
      ['Mergers and acquisitions', 'Fusiones y adquisiciones', 'Fusions et acquisitions'],
    ],
    [
      english,
      ['Data protection (GDPR)', 'Protección de datos (RGPD)', 'Protection des données (RGPD)'],
    ],
  ),
  role(
    'legal',
    ['Compliance Officer', 'Responsable de cumplimiento normativo', 'Responsable conformité'],
    [
      'policies and regulatory reporting',
      'las políticas y los informes regulatorios',
      'les politiques et le reporting réglementaire',
    ],
    105_000,
    [
      ['Regulatory compliance', 'Cumplimiento normativo', 'Conformité réglementaire'],
      ['Risk assessment', 'Evaluación de riesgos', 'Évaluation des risques'],
      'AML/KYC',
    ],
    ['ISO 37301', ['Internal audit', 'Auditoría interna', 'Audit interne']],
  ),
  // People
  role(
    'people',
    ['HR Generalist', 'Técnico/a de recursos humanos', 'Chargé·e de ressources humaines'],
    [
      'the employee lifecycle',
      'el ciclo de vida del empleado',
      'le cycle de vie des collaborateurs',
    ],
    72_000,
    [
      ['Employment law', 'Derecho laboral', 'Droit du travail'],
      ['Employee relations', 'Relaciones laborales', 'Relations sociales'],
      'HRIS',
    ],
    ['Workday', 'Personio'],
  ),
  role(
    'people',
    ['Recruiter', 'Reclutador/a', 'Chargé·e de recrutement'],
    [
      'hiring for engineering and sales roles',
      'los procesos de selección de ingeniería y ventas',
      'les recrutements en ingénierie et en vente',
    ],
    80_000,
    [
      ['Full-cycle recruiting', 'Selección de principio a fin', 'Recrutement de bout en bout'],
      ['Sourcing', 'Búsqueda de candidatos', 'Sourcing'],
      'Greenhouse',
    ],
    ['LinkedIn Recruiter', english],
  ),
  role(
    'people',
    [
      'Learning and Development Specialist',
      'Especialista en formación y desarrollo',
      'Responsable formation',
    ],
    ['training programmes', 'los programas de formación', 'les programmes de formation'],
    78_000,
    [
      ['Training design', 'Diseño de formaciones', 'Conception de formations'],
      ['Facilitation', 'Facilitación', 'Animation'],
      communication,
    ],
    [
      'LMS administration',
      ['Coaching certification', 'Certificación de coaching', 'Certification de coach'],
    ],
  ),
  // Engineering
  role(
    'engineering',
    ['Mechanical Engineer', 'Ingeniero/a mecánico/a', 'Ingénieur·e mécanique'],
    [
      'mechanical components and assemblies',
      'componentes y conjuntos mecánicos',
      'des pièces et des ensembles mécaniques',
    ],
    100_000,
    [
      'SolidWorks',
      ['Tolerance analysis', 'Análisis de tolerancias', 'Cotation fonctionnelle'],
      'FEA',
    ],
    ['ANSYS', 'Lean manufacturing'],
  ),
  role(
    'engineering',
    ['Civil Engineer', 'Ingeniero/a civil', 'Ingénieur·e génie civil'],
    [
      'roads, bridges and drainage',
      'carreteras, puentes y drenajes',
      'des routes, des ponts et des réseaux',
    ],
    95_000,
    [
      'AutoCAD',
      'Civil 3D',
      ['Structural design', 'Cálculo de estructuras', 'Calcul de structures'],
    ],
    ['BIM', ['Chartered status', 'Colegiación profesional', 'Titre d’ingénieur']],
  ),
  role(
    'engineering',
    ['Electrical Engineer', 'Ingeniero/a eléctrico/a', 'Ingénieur·e électricien·ne'],
    [
      'power distribution systems',
      'sistemas de distribución eléctrica',
      'des réseaux de distribution électrique',
    ],
    105_000,
    ['AutoCAD Electrical', ['Power systems', 'Sistemas de potencia', 'Réseaux électriques'], 'PLC'],
    ['ETAP', 'EPLAN'],
  ),
  // Operations
  role(
    'operations',
    ['Retail Sales Associate', 'Dependiente/a', 'Vendeur·se en magasin'],
    ['the shop floor', 'la sala de ventas', 'la surface de vente'],
    32_000,
    [customerService, ['Cash handling', 'Manejo de caja', 'Tenue de caisse'], teamwork],
    [['Visual merchandising', 'Visual merchandising', 'Merchandising visuel']],
    true,
  ),
  role(
    'operations',
    ['Office Administrator', 'Administrativo/a', 'Assistant·e administratif·ve'],
    [
      'the office and its suppliers',
      'la oficina y sus proveedores',
      'le bureau et ses fournisseurs',
    ],
    48_000,
    ['Microsoft Office', ['Scheduling', 'Gestión de agendas', "Gestion d'agenda"], communication],
    [['Bookkeeping', 'Contabilidad básica', 'Notions de comptabilité']],
  ),
  role(
    'operations',
    ['Store Manager', 'Encargado/a de tienda', 'Responsable de magasin'],
    ['a store and its team', 'una tienda y su equipo', 'un magasin et son équipe'],
    60_000,
    [
      ['Team leadership', 'Liderazgo de equipos', "Management d'équipe"],
      ['Sales targets', 'Objetivos de venta', 'Objectifs commerciaux'],
      ['Stock management', 'Gestión de inventario', 'Gestion des stocks'],
    ],
    [['Retail analytics', 'Análisis de ventas', 'Analyse des ventes']],
  ),
];
