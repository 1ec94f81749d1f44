import type { HttpRequest } from '@azure/functions';
import { mensagens, mensagensPedido, tamanhoMaximoImagemLogo } from '@portal/shared';
import busboy from 'busboy';
import { HttpError } from '../errors.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  content: Buffer;
}

export interface MultipartForm {
  fields: Map<string, string[]>;
  files: UploadedFile[];
}

const limits = {
  fileSize: tamanhoMaximoImagemLogo,
  files: 10,
  fields: 40,
  fieldSize: 64 * 1024,
  parts: 60,
} as const;

/** Parses multipart/form-data with explicit limits; an oversized image is a 400 with the spec message. */
export async function readMultipart(request: HttpRequest): Promise<MultipartForm> {
  const contentType = request.headers.get('content-type') ?? '';
  const body = Buffer.from(await request.arrayBuffer());
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits });
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
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new HttpError(400, mensagensPedido.imagemGrande(filename))));
      stream.on('close', () => files.push({ field, filename, content: Buffer.concat(chunks) }));
    });
    for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const) {
      parser.on(event, () => fail(new HttpError(400, mensagens.requisicaoMuitoGrande)));
    }
    parser.on('error', () => reject(new HttpError(400, mensagens.requisicaoInvalida)));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    parser.end(body);
  });
}
