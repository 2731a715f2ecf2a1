// The seeded SAML identity provider of the mocks: its metadata as an IdP publishes it, with a real
// (public) certificate, so pasting it or giving its URL reads the same values the API would.

export const samlSeed = {
  idpEntityId: 'https://idp.acme.example/saml',
  idpSsoUrl: 'https://idp.acme.example/saml/sso',
  idpMetadataUrl: 'https://idp.acme.example/saml/metadata',
  certificate: 'MIIDFzCCAf+gAwIBAgIUU1dW7Azslhozs7m9awPTNrr1zfwwDQYJKoZIhvcNAQELBQAwGzEZMBcGA1UEAwwQaWRwLmFjbWUuZXhhbXBsZTAeFw0yNjExMjgyMDM4NDVaFw00NjExMjMyMDM4NDVaMBsxGTAXBgNVBAMMEGlkcC5hY21lLmV4YW1wbGUwggEiMA0GCSqGSIb3DQEBAQUAA4IBDwAwggEKAoIBAQChrezwPJV0qDjQtT8zkxwKmFJQJ0CgsNA7eEkob1HNI9SWUO29D8cRFaOzi2rmzF1ySLfPGnQNoRHD1z7TcgGMR/xww6IkVIbfvd9V/q20efXGgnolRh+hScbL8u7h8sVe/FayLILSfC5GdxjsI3LqoqBpsAW/KK4ejYWwO163mQ90Mp8rmtaStNjd+qvsL0n0AjzaFoYQjR7uGmYf6WIBUdg/j4tYvJ0Epbnf2A/Ofhcwc6I5TD4SMuuY3K4wQPWnEDaEDSLu2TXA+MkzJHdusu5pCQ5BHJS53RUdXVbexr0AY11disli4Nhhw2+f8nuVtw5ZLtDtM7cRY50EDID/AgMBAAGjUzBRMB0GA1UdDgQWBBQk73WYgOWnp0OXxUSh+mIuB074HDAfBgNVHSMEGDAWgBQk73WYgOWnp0OXxUSh+mIuB074HDAPBgNVHRMBAf8EBTADAQH/MA0GCSqGSIb3DQEBCwUAA4IBAQAGtU+OJXYGINNfMDEryWw5WLKECc+iyi/Nac1XP67jWZm5VsKoOn9o/bG4sFzfZ7X9a41wWbXPdDpvO2XKQ+YUKOXKuOBxtEISEcJLARXV1IhNACCU3wJFaUn7Tts/NBGJiDkuwDzdDx0AuOjwhjcP7zx8JJ5KZ5UDkGjOaI1Qb7FEFfXoEIIpXOGPJpR+V028eFX6D95ql3Wq2Op9gIURLQe1n/Li9Zt6cFXNKR4yeeWf4aarz7Eg9OzVdrYSqriI0cDDX8N8vAy5X8i63Xynr/nnMJkEErGdiJYee0AoShB2tiBKIwbs1EofBbn4IrBwMlcPO6DS5S5rESQN5jdF',
  /** What the API answers of that certificate: SHA-256 fingerprint and end of validity. */
  fingerprint: '47:97:04:FC:E8:C0:5E:C5:E0:FB:7B:DE:02:8B:F1:F7:B7:56:22:3E:1D:35:46:03:7A:48:91:1A:10:91:38:F1',
  notAfter: '2046-11-23T20:38:45.000Z',
} as const;

/** The IdP metadata of the seed (what an administrator pastes). */
export const samlSeedMetadata = `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${samlSeed.idpEntityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${samlSeed.certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${samlSeed.idpSsoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
