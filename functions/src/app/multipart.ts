import type { HttpRequest } from '@azure/functions';
import { mensagens, type PoliticaUpload, politicasUpload } from '@portal/shared';
import type busboy from 'busboy';
import { HttpError } from './http.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  content: Buffer;
}

export interface MultipartForm {
  fields: Map<string, string[]>;
  files: UploadedFile[];
}

/**
 * Parses multipart/form-data with explicit limits taken from the files' upload policy: a file over the
 * policy's size is a 400 with the policy's message (it is not read further), and the counts of files,
 * fields and parts are bounded. `maxFiles` defaults to the policy's files per request.
 */
export async function readMultipart(
  request: HttpRequest,
  politica: PoliticaUpload,
  {
    maxFiles = politicasUpload[politica].maximoArquivos,
    maxFields = 40,
  }: { maxFiles?: number; maxFields?: number } = {},
): Promise<MultipartForm> {
  const regras = politicasUpload[politica];
  const contentType = request.headers.get('content-type') ?? '';
  const body = Buffer.from(await request.arrayBuffer());
  // Imported here: only the routes that take files need it (decision 77).
  const { default: createParser } = await import('busboy');
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = createParser({
        headers: { 'content-type': contentType },
        // Browsers send a part's file name as raw UTF-8 (the WHATWG multipart/form-data encoding); busboy's
        // default reads it as Latin-1, and 'relatório.pdf' would be stored as 'relatÃ³rio.pdf'.
        defParamCharset: 'utf8',
        limits: {
          fileSize: regras.tamanhoMaximo,
          files: maxFiles,
          fields: maxFields,
          fieldSize: 64 * 1024,
          parts: maxFiles + maxFields,
        },
      });
    } catch {
      reject(new HttpError(400, mensagens.requisicaoInvalida));
      return;
    }
    const fields = new Map<string, string[]>();
    const files: UploadedFile[] = [];
    let failure: HttpError | null = null;
    const fail = (error: HttpError) => {
      failure ??= error;
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(400, mensagens.requisicaoMuitoGrande));
      fields.set(name, [...(fields.get(name) ?? []), value]);
    });
    parser.on('file', (field, stream, info) => {
      const filename = info.filename ?? field;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      // A body that ends inside a file (no closing boundary) destroys the file's stream with busboy's
      // 'Unexpected end of form': unheard, that error would be an uncaught exception and take the whole
      // worker down. The parser reports the same failure, answered below as a 400.
      stream.on('error', () => fail(new HttpError(400, mensagens.requisicaoInvalida)));
      stream.on('close', () => {
        // Past the limit the rest is not read: the size told is at least this much. Counted on close, as
        // 'limit' fires before the chunks up to it have been delivered.
        if (stream.truncated) fail(new HttpError(400, regras.mensagens.tamanho(filename, size + 1)));
        else files.push({ field, filename, content: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => fail(new HttpError(400, regras.mensagens.quantidade(maxFiles + 1))));
    for (const event of ['fieldsLimit', 'partsLimit'] as const) {
      parser.on(event, () => fail(new HttpError(400, mensagens.requisicaoMuitoGrande)));
    }
    parser.on('error', () => reject(new HttpError(400, mensagens.requisicaoInvalida)));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    parser.end(body);
  });
}
