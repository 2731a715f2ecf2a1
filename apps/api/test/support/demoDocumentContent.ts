import type { DocxBlock, PdfLine } from './documentBuilders';

// The text of Acme Corp's demo documents. `makeDemoDocuments.ts` writes them as real files into
// src/seed/demo-documents/ (committed); the seed uploads those files through the normal path.

export const strategyMemoPages: PdfLine[][] = [
  [
    { heading: 'Acme Corp Strategy Memo 2027' },
    { text: 'From the Chief Executive Officer to all employees. This memo sets out where Acme Corp stands, the three strategic priorities for 2027 and how we will measure progress.' },
    { heading: 'Where we stand' },
    { text: 'Revenue reached 48 million euros in 2026, a growth of 12 percent over 2025. We serve 1,200 industrial customers in 14 countries. Gross margin improved to 41 percent, but our delivery lead time of 21 days is longer than that of our two main competitors.' },
    { text: 'Customer satisfaction (NPS) rose from 31 to 38. Employee engagement stayed flat at 72 percent in the annual survey.' },
    { heading: 'Our mission' },
    { text: 'Acme Corp builds reliable industrial sensors and the software that turns their data into decisions. Our mission is to make every factory we serve safer and more efficient.' },
  ],
  [
    { heading: 'Priority 1: Expand in Latin America' },
    { text: 'We will open a sales and support office in Mexico City in the second quarter of 2027 and sign distribution partners in Colombia and Chile. The target is 15 percent of revenue from Latin America by the end of 2028, up from 4 percent today.' },
    { heading: 'Priority 2: Launch the Acme Cloud platform' },
    { text: 'Acme Cloud is our subscription platform for sensor monitoring and predictive maintenance. The goal is 300 paying customers by the end of 2027 and annual recurring revenue of 5 million euros. Pricing starts at 400 euros per site per month.' },
    { heading: 'Priority 3: Operational excellence' },
    { text: 'We will cut the delivery lead time from 21 to 14 days and bring the defect rate below 0.5 percent. The new warehouse in Valencia opens in March 2027 to shorten deliveries in southern Europe.' },
  ],
  [
    { heading: 'Investments and hiring' },
    { text: 'The board approved a research and development budget of 6 million euros for 2027. We will hire 40 engineers, half of them for Acme Cloud, and 12 people for the Latin America team.' },
    { heading: 'Risks' },
    { text: 'The main risks are supply chain delays for semiconductor components, currency swings in Latin America and a slower adoption of subscriptions by conservative customers. Each risk has an owner on the executive team and is reviewed every quarter.' },
    { heading: 'Resumen en español' },
    { text: 'Acme Corp facturó 48 millones de euros en 2026. Las tres prioridades estratégicas para 2027 son: expandirnos en América Latina con una oficina en Ciudad de México, lanzar la plataforma Acme Cloud con 300 clientes de pago y mejorar la excelencia operativa reduciendo el plazo de entrega de 21 a 14 días.' },
  ],
];

export const travelPolicyBlocks: DocxBlock[] = [
  { heading: 'Acme Corp Travel Policy' },
  { paragraph: 'This policy applies to every employee and contractor who travels on company business. It was approved by the finance department and takes effect on 1 January 2027.' },
  { heading: 'Approval', level: 2 },
  { paragraph: 'Every business trip needs the approval of your manager before anything is booked. Trips outside the European Union also need the approval of the department director.' },
  { heading: 'Flights', level: 2 },
  { paragraph: 'Book all flights through the company travel portal at least 14 days before departure to get the best fares.' },
  { paragraph: 'Fly economy class on flights under 6 hours. Premium economy is allowed on flights of 6 hours or more. Business class is only allowed on flights longer than 10 hours and needs the approval of a vice president.' },
  { paragraph: 'Checked baggage is reimbursed for trips of more than three days. Frequent flyer miles stay with the employee, but they must never influence the choice of airline.' },
  { heading: 'Hotels', level: 2 },
  { paragraph: 'Hotels are booked through the travel portal. The nightly limit is 150 euros in most European cities and 220 euros in London, Paris, New York and Tokyo. Choose hotels close to the office or the customer site.' },
  { heading: 'Trains and ground transport', level: 2 },
  { paragraph: 'Take the train instead of a plane when the journey takes less than four hours. Taxis and ride-hailing are allowed to and from airports and at night. Private cars are reimbursed at 0.30 euros per kilometre.' },
  { heading: 'Meals and per diem', level: 2 },
  { paragraph: 'The daily meal allowance (per diem) is 60 euros in Europe and 80 euros elsewhere. Alcohol is not reimbursed, except at customer dinners approved in advance.' },
  { heading: 'Expenses and reimbursement', level: 2 },
  { paragraph: 'Submit your expense report within 30 days of the end of the trip, with a receipt for every expense above 25 euros. Reimbursements are paid with the next monthly payroll.' },
  { heading: 'Safety and insurance', level: 2 },
  { paragraph: 'All travellers are covered by the company travel insurance. In an emergency, call the 24-hour assistance line printed on your insurance card and inform your manager.' },
  { heading: 'Política de viajes (resumen en español)' },
  { heading: 'Vuelos', level: 2 },
  { paragraph: 'Reserva los vuelos en el portal de viajes de la empresa con al menos 14 días de antelación. Vuela en clase turista en vuelos de menos de 6 horas; la clase business solo se permite en vuelos de más de 10 horas con la aprobación de un vicepresidente.' },
  { heading: 'Hoteles y dietas', level: 2 },
  { paragraph: 'El límite por noche de hotel es de 150 euros en la mayoría de las ciudades europeas. La dieta diaria para comidas es de 60 euros en Europa y 80 euros en el resto del mundo.' },
  { heading: 'Reembolsos', level: 2 },
  { paragraph: 'Presenta la nota de gastos en un plazo de 30 días después del viaje, con el recibo de cada gasto superior a 25 euros. Los reembolsos se pagan con la siguiente nómina mensual.' },
];

export const quarterlyPlanMarkdown = `# Q1 2027 Quarterly Plan

Owner: Operations leadership team. This plan turns the 2027 strategy into the work of the first quarter (January to March 2027).

## Objectives and key results

- **Open the Mexico City office**: lease signed by 15 February, first three hires (sales lead, two support engineers) started by 31 March.
- **Acme Cloud beta**: 25 pilot customers onboarded, uptime of 99.9 percent, first paid contracts signed.
- **Shorter deliveries**: lead time down from 21 to 18 days by the end of the quarter, on the way to 14 days by December.

## Milestones

The Valencia warehouse opens on 3 March 2027. The Acme Cloud public launch event is planned for 20 March in Madrid. The quarterly business review with the board takes place on 8 April.

## Budget

The quarter's operating budget is 11.5 million euros, of which 1.6 million euros go to research and development and 400,000 euros to the Latin America expansion.

## Hiring

We will hire 14 people this quarter: 9 engineers, 3 people for the Mexico City office and 2 customer success managers. Hiring managers must open each position in the recruiting tool by 15 January.

## Team rituals

Each team holds a weekly check-in on Monday mornings and updates its key results in the OKR tool every Friday. Red key results are escalated to the leadership meeting on Tuesdays.

## Resumen del plan trimestral

En el primer trimestre de 2027 abriremos la oficina de Ciudad de México, incorporaremos 25 clientes piloto a Acme Cloud y reduciremos el plazo de entrega de 21 a 18 días. El presupuesto operativo del trimestre es de 11,5 millones de euros y contrataremos a 14 personas.
`;
