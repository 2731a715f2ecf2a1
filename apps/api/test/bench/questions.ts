// The labelled questions over Acme Corp's demo documents. `expected`: the titles any of which
// answers it (the right document must be among the first three sources); empty: the documents
// don't cover it, and the answer must say so. `corpus: 'handbook'`: asked in an organization that
// also holds the people handbook (fixtures/acme-people-handbook.md), which the demo data lacks.

const T = 'Acme Corp Travel Policy';
const S = 'Acme Corp Strategy Memo 2027';
const Q = 'Q1 2027 Quarterly Plan';
const H = 'Acme Corp People Handbook';

export interface LabelledQuestion {
  question: string;
  language: 'en' | 'es';
  expected: string[];
  /** Which organization it is asked in: the demo documents only (default), or those plus the handbook. */
  corpus?: 'demo' | 'handbook';
}

const en = (question: string, ...expected: string[]): LabelledQuestion => ({ question, language: 'en', expected });
const es = (question: string, ...expected: string[]): LabelledQuestion => ({ question, language: 'es', expected });
const inHandbook = (item: LabelledQuestion): LabelledQuestion => ({ ...item, corpus: 'handbook' });

const firstSet: LabelledQuestion[] = [
  en('What is our travel policy for flights?', T),
  en('How far in advance must flights be booked?', T),
  en('When is business class allowed?', T),
  en('What is the hotel limit per night in London?', T),
  en('What is the daily meal allowance?', T),
  en('How long do I have to submit an expense report?', T),
  en('Is alcohol reimbursed?', T),
  en('When should I take the train instead of flying?', T),
  en('How much are private cars reimbursed per kilometre?', T),
  en('Who must approve a business trip?', T),
  en('Are travellers covered by insurance?', T),
  en('What are our strategic priorities for 2027?', S),
  en('What was our revenue in 2026?', S),
  en('When will the Mexico City office open?', S, Q),
  en('How many paying customers do we want for Acme Cloud?', S),
  en('How much does Acme Cloud cost per site?', S),
  en('What are the main risks in the strategy?', S),
  en('What is the research and development budget for 2027?', S, Q),
  en('How many engineers will we hire?', S, Q),
  en('What is our mission?', S),
  en('What delivery lead time are we aiming for?', S, Q),
  en('What is the operating budget for the first quarter?', Q),
  en('When does the Valencia warehouse open?', Q, S),
  en('When is the Acme Cloud launch event?', Q),
  en('When do teams hold their weekly check-in?', Q),
  en('When is the quarterly business review with the board?', Q),
  en('How many pilot customers will Acme Cloud onboard this quarter?', Q),
  es('¿Cuál es la política de vuelos?', T),
  es('¿Con cuánta antelación hay que reservar los vuelos?', T),
  es('¿Cuál es el límite por noche de hotel?', T),
  es('¿Cuánto es la dieta diaria para comidas?', T),
  es('¿En qué plazo hay que presentar la nota de gastos?', T),
  es('¿Cuándo se permite la clase business?', T),
  es('¿Cuáles son las prioridades estratégicas para 2027?', S),
  es('¿Cuánto facturó Acme Corp en 2026?', S),
  es('¿Cuál es el presupuesto operativo del trimestre?', Q),
  es('¿Cuántas personas contrataremos en el primer trimestre?', Q),
  // Not covered by the documents.
  en('What is the parental leave policy?'),
  en('How many vacation days do employees get?'),
  en('What is the dress code at the office?'),
  en('What is the wifi password for guests?'),
  en('Who won the football world cup?'),
  en('How do I reset my laptop password?'),
  en('What is the stock price of Acme today?'),
  en('Can I bring my dog to work?'),
  es('¿Cuál es la política de teletrabajo?'),
  es('¿Cuántos días de vacaciones tenemos?'),
  es('¿Dónde está el aparcamiento para bicicletas?'),
  es('¿Quién ganó el partido de fútbol ayer?'),

  // Asked in other words (issue 23), written before any tuning: no key word of the question is in
  // the passage that answers it (everyday words, synonyms, the other language).
  en('How much can I spend on food each day while away?', T),
  en('What is the most I can pay for accommodation when staying over?', T),
  en('Who has to sign off on a work journey?', T),
  en('Do we get our money back for wine or beer?', T),
  en('Should I go by rail for short distances?', T),
  en('What is the mileage rate for driving my own automobile?', T),
  en('How early should plane tickets be reserved?', T),
  en('How soon after returning must I claim my costs?', T),
  en('Am I protected if something goes wrong while abroad?', T),
  en('Can I sit up front on long-haul routes?', T),
  en("What are the company's main focus areas going forward?", S),
  en('How much did we sell last year?', S),
  en("What is the company's purpose?", S),
  en('What threats could derail the plan?', S),
  en('How much money goes into innovation?', S, Q),
  en('When does the new distribution centre in Spain start operating?', S, Q),
  en('How many new developers will join us?', S, Q),
  en('How fast do we want to ship orders to clients?', S, Q),
  en('What do we charge a client location for our hosted product?', S),
  en('When do groups meet each week to sync up?', Q),
  en('When do we present results to the directors?', Q),
  en('When do we unveil the new online platform?', Q),
  en('How many trial clients do we bring on board by spring?', Q),
  en('How happy are our buyers with us?', S),
  en('How motivated is the workforce?', S),
  es('¿Cuánto puedo gastar en alojamiento?', T),
  es('¿Cuánto me dan para comer cada jornada?', T),
  es('¿Con cuánto tiempo debo comprar los billetes de avión?', T),
  es('¿Cuándo puedo ir en primera?', T),
  es('¿Cuáles fueron los ingresos del año pasado?', S),
  es('¿Cuál es el propósito de la compañía?', S),
  es('¿Qué amenazas ve la dirección?', S),
  es('¿Cuántos ingenieros vamos a fichar?', S, Q),
  es('¿Cuándo abre el nuevo almacén?', S, Q),
  es('¿Cuándo se devuelve el dinero adelantado?', T),
  es('¿Cuántos usuarios de prueba sumaremos?', Q),
  // Not covered by the demo documents, though a synonym of a word of theirs is in the question.
  en('Do we have a maternity policy?'),
  en('How much time off do new parents get?'),
  en('Who is on call this weekend?'),
  es('¿Hay guardias los fines de semana?'),
  // Stop words only: nothing to search for.
  en('What is it that they have?'),
  es('¿Qué es lo que hay?'),
  es('¿Y eso cómo es?'),
  // With the people handbook: its passages asked about in other words.
  ...[
    en('How much vacation time do I get?', H),
    en('How many holidays am I allowed?', H),
    en('What is the PTO allowance?', H),
    en('Can I keep unspent time off for later?', H),
    en('Can I telecommute?', H),
    en('What is the rule on WFH?', H),
    en('Do I get help paying for broadband at my house?', H),
    en('How much is on-call compensation?', H),
    en('How quickly must I respond when paged after hours?', H),
    en('When is the postmortem due?', H),
    en('Who writes the retrospective after an outage?', H),
    en("What should I do if I'm ill?", H),
    en("Do I need a doctor's note?", H),
    en('Is there funding for professional development?', H),
    en('Will the firm pay for a certification class?', H),
    en('What computer do new hires get?', H),
    en('Who do I tell if my notebook is stolen?', H),
    es('¿Cuántas vacaciones me corresponden?', H),
    es('¿Cuánto descanso pagado tengo?', H),
    es('¿Cuál es la política de teletrabajo?', H),
    es('¿Puedo quedarme en casa en vez de ir a la oficina?', H),
    es('¿Cuánto se paga por hacer guardias?', H),
    es('¿Cuándo hay que entregar el postmortem?', H),
    es('¿A quién aviso si estoy indispuesto?', H),
    es('¿Pagan cursos de formación?', H),
    es('¿Qué ordenador me dan al entrar?', H),
    // Not covered by the handbook either.
    en('What is the pension contribution?'),
    en('Is there a company gym?'),
    en('How do I book a meeting room?'),
    en('Can I bring my children to the office?'),
    es('¿Hay plaza de garaje para empleados?'),
    es('¿Cuál es el salario mínimo?'),
    es('¿Cuándo es la fiesta de Navidad?'),
  ].map(inHandbook),
];

// Asked in other words, second set (issue 23), written before the covered decision was tuned
// to expansions: kept unchanged whatever the retrieval answers. The bench reports them apart too,
// as a check that the tuning did not only fit the first set.
const secondSet: LabelledQuestion[] = [
  en('Can I take a cab to the airport?', T),
  en('Is checked luggage paid for by the company?', T),
  en('Who keeps the air miles from work trips?', T),
  en('What should I do in an emergency on a work trip?', T),
  en('How many nations do we sell to?', S),
  en('How healthy is our profit margin?', S),
  es('¿Puedo coger un taxi al aeropuerto?', T),
  es('¿Cuándo me pagan los gastos del viaje?', T),
  es('¿Cuántos clientes de pago queremos para la nube?', S),
  es('¿Cuántos ingenieros se contratan este trimestre?', Q, S),
  // Not covered, though some of their words are the documents'.
  en('Do we reimburse visa fees?'),
  en('When are bonuses paid out?'),
  en('And what about those?'),
  es('¿Se puede fumar en la oficina?'),
  es('¿Cuál es el horario de la cafetería?'),
  ...[
    en('How fast must I react to an alarm at night?', H),
    en('How many days off can I carry into next year?', H),
    en('Is there a monthly payment toward my electricity bill when working from home?', H),
    es('¿Cuánto dinero hay para libros y conferencias?', H),
    es('¿Qué hago si pierdo el portátil?', H),
    en('How do I request a parking permit?'),
    es('¿Cuánto cuesta el seguro médico para familiares?'),
  ].map(inHandbook),
];

export const heldOutQuestions: ReadonlySet<LabelledQuestion> = new Set(secondSet);
export const labelledQuestions: LabelledQuestion[] = [...firstSet, ...secondSet];
