// The counter's refresh every CONVERSATION_REFRESH_MS, loaded with the first refresh.
import { graphql } from 'react-relay';

export default graphql`
  query ConversationCounterRefreshQuery($today: String!) {
    viewer {
      ...ConversationCounter_user @arguments(today: $today)
    }
  }
`;
