#!/usr/bin/env python3
"""moto's Cognito on a loopback port, provisioned for scorebase's tests.

Starts moto's server in this process on a free 127.0.0.1 port, creates a user pool in eu-west-1 with a
`custom:tenant_id` attribute, an app client without a secret and one with, and the users
  alice   password Corr3ct-Horse!, tenant tn_alpha, email alice@example.test (confirmed, permanent)
  newbie  temporary password Temp-Passw0rd! (NEW_PASSWORD_REQUIRED on first sign-in)
then prints one JSON line {"port","pool","public","secret_client","secret"} and serves until killed or
until --lifetime seconds pass. Admin calls go through boto3 (a dependency of moto), signed for
eu-west-1 so the pool lands there (moto keeps a pool in the region its creating call was signed for).
"""
import argparse, json, os, socket, sys, threading

os.environ.setdefault("MOTO_COGNITO_IDP_USER_POOL_ID_STRATEGY", "HASH")
os.environ.pop("INITIAL_NO_AUTH_ACTION_COUNT", None)
for key in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
    os.environ[key] = "testing"

import boto3  # noqa: E402
from moto.server import ThreadedMotoServer  # noqa: E402


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lifetime", type=float, default=180)
    options = parser.parse_args()
    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    idp = boto3.client("cognito-idp", region_name="eu-west-1", endpoint_url=f"http://127.0.0.1:{port}")
    pool = idp.create_user_pool(
        PoolName="scorebase-tests",
        Schema=[{"Name": "tenant_id", "AttributeDataType": "String", "Mutable": True}],
    )["UserPool"]["Id"]
    flows = ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]
    read = ["email", "email_verified", "custom:tenant_id"]
    public = idp.create_user_pool_client(UserPoolId=pool, ClientName="public", ExplicitAuthFlows=flows,
                                         ReadAttributes=read)["UserPoolClient"]["ClientId"]
    secret_client = idp.create_user_pool_client(UserPoolId=pool, ClientName="secret", GenerateSecret=True,
                                                ExplicitAuthFlows=flows, ReadAttributes=read)["UserPoolClient"]
    attributes = [{"Name": "email", "Value": "alice@example.test"}, {"Name": "email_verified", "Value": "true"},
                  {"Name": "custom:tenant_id", "Value": "tn_alpha"}]
    idp.admin_create_user(UserPoolId=pool, Username="alice", UserAttributes=attributes, MessageAction="SUPPRESS")
    idp.admin_set_user_password(UserPoolId=pool, Username="alice", Password="Corr3ct-Horse!", Permanent=True)
    idp.admin_create_user(UserPoolId=pool, Username="newbie", TemporaryPassword="Temp-Passw0rd!",
                          UserAttributes=[{"Name": "custom:tenant_id", "Value": "tn_alpha"}], MessageAction="SUPPRESS")
    print(json.dumps({"port": port, "pool": pool, "public": public, "secret_client": secret_client["ClientId"],
                      "secret": secret_client["ClientSecret"]}), flush=True)
    stop = threading.Event()
    stop.wait(options.lifetime)
    server.stop()


if __name__ == "__main__":
    main()
