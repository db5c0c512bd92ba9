"""Pictures of cases: ``regelwerk show``, the site's and the HTML report's drawings of a vector."""
