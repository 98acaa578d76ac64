import type { SwaggerOptions } from '@fastify/swagger';

/** OpenAPI 3.1 document options; shared schemas appear under components.schemas by their $id. */
export function openApiOptions(): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Job portal API',
        version: '0.1.0',
        description:
          'Product backend of the bilingual (Thai first) IT job portal. Success bodies are { data }, errors { error: { code, message, fields? } } with the message in th or en by accept-language. Wire types: libs/contracts/src.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'Firebase ID token (candidate or corporate tenant)',
          },
        },
      },
    },
    refResolver: {
      buildLocalReference(json, _baseUri, _fragment, i) {
        return typeof json.$id === 'string' ? json.$id : `def-${i}`;
      },
    },
  };
}
