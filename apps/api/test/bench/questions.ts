// The labelled questions over Acme Corp's demo documents. `expected`: the titles any of which
// answers it (the right document must be among the first three sources); empty: the documents
// don't cover it, and the answer must say so.

const T = 'Acme Corp Travel Policy';
const S = 'Acme Corp Strategy Memo 2027';
const Q = 'Q1 2027 Quarterly Plan';

export interface LabelledQuestion {
  question: string;
  language: 'en' | 'es';
  expected: string[];
}

const en = (question: string, ...expected: string[]): LabelledQuestion => ({ question, language: 'en', expected });
const es = (question: string, ...expected: string[]): LabelledQuestion => ({ question, language: 'es', expected });

export const labelledQuestions: LabelledQuestion[] = [
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
];
