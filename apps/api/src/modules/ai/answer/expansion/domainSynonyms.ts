// The product's own words, in English and Spanish: what people call the things teams' policies,
// plans and handbooks name otherwise. Every term of a group stands for the others, in both
// languages. A term that loses a word to the stop-word lists ("time off" is "time") only serves
// to recognise the question, never as a search word (domainExpansion.ts).

export interface SynonymGroup {
  en: string[];
  es: string[];
  /** Actions or qualities, not subjects ("pay", "new"): their words keep the word class WordNet gives them. */
  verbs?: true;
}

export const domainSynonyms: SynonymGroup[] = [
  // People and policies.
  { en: ['leave', 'annual leave', 'vacation', 'holiday', 'holidays', 'time off', 'days off', 'pto', 'paid time off'], es: ['vacaciones', 'permiso', 'días libres', 'descanso', 'permiso anual'] },
  { en: ['remote working', 'remote work', 'remotely', 'work from home', 'working from home', 'wfh', 'telecommute', 'telework', 'home office', 'hybrid', 'stay home', 'stay at home'], es: ['teletrabajo', 'teletrabajar', 'trabajo a distancia', 'trabajar desde casa', 'a distancia', 'desde casa', 'quedarme en casa', 'quedarse en casa'] },
  { en: ['standby', 'on-call', 'on call', 'after hours', 'after-hours', 'paged', 'pager', 'rota'], es: ['guardia', 'guardias', 'disponibilidad', 'turno de disponibilidad'] },
  { en: ['post-incident review', 'incident review', 'postmortem', 'post-mortem', 'retrospective', 'retro'], es: ['postmortem', 'revisión posterior al incidente', 'retrospectiva'] },
  { en: ['incident', 'outage', 'downtime', 'failure'], es: ['incidente', 'caída', 'incidencia', 'avería'] },
  { en: ['sickness', 'sick', 'ill', 'unwell', 'illness', 'sick leave'], es: ['baja por enfermedad', 'enfermedad', 'enfermo', 'enferma', 'indispuesto', 'indispuesta', 'baja'] },
  { en: ['medical certificate', "doctor's note", 'sick note'], es: ['certificado médico', 'justificante médico', 'parte médico'] },
  { en: ['learning', 'training', 'professional development', 'courses', 'certification', 'class'], es: ['aprendizaje', 'formación', 'cursos', 'certificación'] },
  { en: ['laptop', 'computer', 'notebook', 'equipment', 'devices'], es: ['portátil', 'ordenador', 'computadora', 'equipo'] },
  { en: ['pay', 'paid', 'pays', 'earn', 'earns'], es: ['pagar', 'paga', 'pagan', 'pagado', 'cobrar', 'cobra', 'cobran'], verbs: true },
  { en: ['allowance', 'entitlement', 'entitled', 'compensation', 'stipend', 'extra pay'], es: ['compensación', 'complemento', 'plus', 'derecho', 'corresponden'] },
  { en: ['policy', 'policies', 'rules', 'handbook'], es: ['política', 'políticas', 'normas', 'normativa'] },
  { en: ['executive team', 'leadership', 'management', 'board'], es: ['dirección', 'directiva', 'equipo directivo'] },
  { en: ['employee', 'staff', 'people', 'personnel', 'workforce', 'employees'], es: ['empleado', 'empleados', 'plantilla', 'personal', 'personas'] },
  { en: ['engagement', 'motivation', 'motivated', 'morale'], es: ['compromiso', 'motivación', 'motivado'] },
  { en: ['manager', 'line manager', 'boss', 'supervisor'], es: ['responsable', 'jefe', 'jefa', 'superior'] },
  { en: ['hire', 'hiring', 'recruit', 'recruiting', 'join'], es: ['contratar', 'contratación', 'fichar', 'incorporar', 'incorporaciones'] },
  { en: ['engineers', 'developers', 'programmers'], es: ['ingenieros', 'desarrolladores', 'programadores'] },
  { en: ['approval', 'approve', 'sign off', 'authorise', 'authorize'], es: ['aprobación', 'aprobar', 'autorización', 'autorizar', 'visto bueno'] },
  // Travel and expenses.
  { en: ['hotel', 'hotels', 'accommodation', 'lodging'], es: ['hotel', 'hoteles', 'alojamiento'] },
  { en: ['meal', 'meals', 'food', 'per diem', 'dinner', 'lunch'], es: ['comida', 'comidas', 'dieta', 'dietas', 'comer'] },
  { en: ['train', 'rail', 'railway'], es: ['tren', 'ferrocarril'] },
  { en: ['flight', 'flights', 'fly', 'plane', 'airline', 'plane tickets'], es: ['vuelo', 'vuelos', 'avión', 'billetes de avión', 'volar'] },
  { en: ['book', 'booked', 'reserve', 'reserved'], es: ['reservar', 'reserva', 'comprar los billetes'] },
  { en: ['business class', 'first class', 'premium', 'up front'], es: ['clase business', 'primera', 'primera clase'] },
  { en: ['private cars', 'car', 'automobile', 'driving', 'mileage', 'per kilometre'], es: ['coche', 'automóvil', 'kilometraje', 'por kilómetro'] },
  { en: ['alcohol', 'wine', 'beer', 'drinks'], es: ['alcohol', 'vino', 'cerveza', 'bebidas'] },
  { en: ['expense report', 'expenses', 'claim', 'costs'], es: ['nota de gastos', 'gastos', 'reclamar'] },
  { en: ['reimbursed', 'reimbursement', 'reimbursements', 'refund', 'money back', 'paid back'], es: ['reembolso', 'reembolsos', 'devolución', 'devuelve', 'devuelven', 'devolver el dinero', 'devuelve el dinero', 'devuelven el dinero'] },
  { en: ['insurance', 'travel insurance', 'insured', 'protected', 'cover'], es: ['seguro', 'seguro de viaje', 'asegurado', 'cobertura', 'protegido'] },
  { en: ['abroad', 'overseas', 'travel', 'trip', 'business trip', 'journey'], es: ['viaje', 'viajes', 'extranjero', 'desplazamiento'] },
  // Company, plans and money.
  // "Corp" in a company's name is the company ("Acme Corp").
  { en: ['company', 'firm', 'organisation', 'organization', 'corporation', 'corp', 'inc', 'ltd'], es: ['empresa', 'compañía', 'organización', 'corporación'] },
  { en: ['revenue', 'sales', 'turnover', 'income', 'sell'], es: ['ingresos', 'facturación', 'facturó', 'ventas'] },
  { en: ['mission', 'purpose', 'raison d\'être'], es: ['misión', 'propósito', 'razón de ser'] },
  { en: ['risks', 'risk', 'threats', 'threat', 'dangers'], es: ['riesgos', 'riesgo', 'amenazas', 'peligros'] },
  { en: ['priorities', 'priority', 'focus areas', 'main goals'], es: ['prioridades', 'prioridad', 'ejes', 'objetivos principales'] },
  { en: ['research and development', 'r&d', 'innovation'], es: ['investigación y desarrollo', 'i+d', 'innovación'] },
  { en: ['warehouse', 'distribution centre', 'distribution center', 'depot'], es: ['almacén', 'centro de distribución'] },
  { en: ['customers', 'customer', 'clients', 'client', 'buyers'], es: ['clientes', 'cliente', 'compradores'] },
  { en: ['satisfaction', 'nps', 'happy', 'satisfied'], es: ['satisfacción', 'satisfechos', 'contentos'] },
  { en: ['pilot', 'trial', 'beta', 'trial users', 'beta testers', 'test users'], es: ['piloto', 'prueba', 'beta', 'usuarios de prueba', 'clientes piloto'] },
  { en: ['onboarded', 'onboard', 'bring on board', 'sign up'], es: ['incorporaremos', 'incorporar', 'sumar', 'sumaremos'] },
  { en: ['launch', 'launch event', 'unveil', 'release'], es: ['lanzamiento', 'lanzar', 'presentación'] },
  { en: ['pricing', 'price', 'charge', 'fee', 'cost per site'], es: ['precio', 'precios', 'tarifa', 'cuota'] },
  { en: ['site', 'location', 'plant', 'factory'], es: ['sede', 'ubicación', 'planta', 'fábrica'] },
  { en: ['delivery', 'deliveries', 'lead time', 'ship', 'shipping', 'ship orders', 'dispatch'], es: ['entrega', 'entregas', 'plazo de entrega', 'envío', 'enviar pedidos', 'envío de pedidos'] },
  { en: ['board', 'directors', 'board of directors'], es: ['consejo', 'consejo de administración'] },
  { en: ['business review', 'present results'], es: ['revisión de negocio', 'presentar resultados'] },
  { en: ['check-in', 'weekly check-in', 'sync', 'stand-up', 'meet'], es: ['reunión semanal', 'seguimiento', 'reunión'] },
  { en: ['open', 'opens', 'opening'], es: ['abre', 'abrir', 'abrirá', 'apertura'], verbs: true },
  { en: ['new'], es: ['nuevo', 'nueva', 'nuevos', 'nuevas'], verbs: true },
  { en: ['teams', 'team', 'groups'], es: ['equipos', 'equipo', 'grupos'] },
  { en: ['budget', 'money', 'funding'], es: ['presupuesto', 'dinero', 'financiación'] },
  { en: ['spend', 'spending'], es: ['gastar', 'gasto'], verbs: true },
  { en: ['cloud', 'online platform', 'online service', 'hosted', 'saas', 'software as a service'], es: ['nube', 'plataforma en línea', 'plataforma online', 'servicio en línea'] },
  { en: ['internet', 'broadband', 'wifi'], es: ['internet', 'fibra', 'wifi'] },
  { en: ['home', 'house', 'household'], es: ['casa', 'hogar', 'domicilio'] },
  { en: ['tell', 'inform', 'notify', 'let know', 'report'], es: ['avisar', 'aviso', 'avisa', 'comunicar', 'comunica', 'informar', 'notificar'], verbs: true },
  { en: ['stolen', 'lost', 'damaged', 'broken'], es: ['robado', 'perdido', 'roto', 'dañado'] },
];
