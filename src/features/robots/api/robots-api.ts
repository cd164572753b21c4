// The robot calls of API.md "Robots". The catalogue and a robot's detail carry the caller's own
// figures and trades, which move when the robot opens or closes a position: so they also listen
// to the order-list tags the socket's `order` messages invalidate, and a robot's new trade shows
// on /robots without a reload. Adding, editing and deleting change what the catalogue says about
// the caller, hence the 'Robots' tag; a delete leaves the robot's positions open (API.md), so the
// order lists need no reload.
import type { ApiSuccess } from '../../../../contract/envelope';
import type {
  BacktestWindowDays,
  Robot,
  RobotAddPayload,
  RobotDetail,
  RobotDetailPayload,
  RobotEditPayload,
  RobotIdPayload,
} from '../../../../contract/robots';
import { api } from '../../../api/api-slice';

/** What a robot mutation answers: the envelope's status, its Turkish message and the robot. */
export type RobotAnswer = ApiSuccess<Robot>;

const ORDER_TAGS = ['OpenOrders', 'ClosedOrders'] as const;

export const robotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The catalogue with each back-test over the chosen window (the server's default without one). */
    getRobots: build.query<Robot[], BacktestWindowDays | undefined>({
      query: (windowDays) =>
        windowDays === undefined ? '/robots/all' : `/robots/all?windowDays=${windowDays}`,
      transformResponse: (answer: ApiSuccess<Robot[]>) => (Array.isArray(answer.data) ? answer.data : []),
      providesTags: ['Robots', ...ORDER_TAGS],
    }),
    getRobotDetail: build.query<RobotDetail | null, RobotDetailPayload>({
      query: (body) => ({ url: '/robots/detail', method: 'POST', body }),
      transformResponse: (answer: ApiSuccess<RobotDetail>) => answer.data ?? null,
      providesTags: (_result, _error, { robotId }) => [{ type: 'Robots', id: robotId }, ...ORDER_TAGS],
    }),
    addRobot: build.mutation<RobotAnswer, RobotAddPayload>({
      query: (body) => ({ url: '/robots/add', method: 'POST', body }),
      invalidatesTags: ['Robots'],
    }),
    editRobot: build.mutation<RobotAnswer, RobotEditPayload>({
      query: (body) => ({ url: '/robots/edit', method: 'PUT', body }),
      invalidatesTags: ['Robots'],
    }),
    deleteRobot: build.mutation<ApiSuccess<null>, RobotIdPayload>({
      query: (body) => ({ url: '/robots/delete', method: 'DELETE', body }),
      invalidatesTags: ['Robots'],
    }),
  }),
});

export const {
  useGetRobotsQuery,
  useGetRobotDetailQuery,
  useAddRobotMutation,
  useEditRobotMutation,
  useDeleteRobotMutation,
} = robotsApi;
