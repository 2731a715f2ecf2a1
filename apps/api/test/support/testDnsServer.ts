import dns2 from 'dns2';

const { Packet } = dns2;

/**
 * A real DNS server on loopback (UDP) for tests, answering A and AAAA records from a table the
 * test changes at will (`answers.set(name, ['93.184.216.34'])`), and TXT records from another
 * (`txt.set(name, ['okr-verification=...'])`, each value one record); names not in them get no
 * answer. Give the API `OKR_DNS_SERVERS=127.0.0.1:<port>` (config `webhooks.dnsServers`, `sso.dnsServers`).
 */
export async function startTestDnsServer() {
  const answers = new Map<string, string[]>();
  const txt = new Map<string, string[]>();
  let questions = 0;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      for (const question of request.questions) {
        questions += 1;
        const name = question.name.toLowerCase();
        if (question.type === Packet.TYPE.TXT) {
          for (const data of txt.get(name) ?? []) {
            response.answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data } as (typeof response.answers)[number]);
          }
        }
        for (const address of answers.get(name) ?? []) {
          const v6 = address.includes(':');
          if (question.type !== (v6 ? Packet.TYPE.AAAA : Packet.TYPE.A)) continue;
          // The package's types ask for its encoder too; a plain record is what it encodes.
          response.answers.push({ name: question.name, type: question.type, class: Packet.CLASS.IN, ttl: 1, address } as (typeof response.answers)[number]);
        }
      }
      void send(response);
    },
  });
  const { udp } = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    server: `127.0.0.1:${udp!.port}`,
    answers,
    txt,
    questions: () => questions,
    stop: () => server.close(),
  };
}
