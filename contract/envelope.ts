// The REST envelope both sides agree on (docs/protocol.md). Every answer carries `status`.

export interface ApiSuccess<T> {
  status: true;
  message?: string;
  data?: T;
}

export interface ApiPage<T> {
  status: true;
  message?: string;
  data: T[];
  currentPage: number;
  totalPages: number;
}

export interface ApiFailure {
  status: false;
  message: string;
  code?: string;
}

export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

/** Pages start at 1. */
export const FIRST_PAGE = 1;
